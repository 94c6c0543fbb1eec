/** Runs once when a server process starts. Node-only work sits in its own module, kept out of the Edge build. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startNodeServer } = await import('./instrumentation-node');
    await startNodeServer();
  }
}

/** Next's hook for a request that failed: a render that failed on the database becomes a 503 in server.ts. */
export async function onRequestError(error: unknown) {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { noteRequestError } = await import('./lib/db/availability');
    noteRequestError(error);
  }
}
