/** Runs once when a server process starts. Node-only work sits in its own module, kept out of the Edge build. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startNodeServer } = await import('./instrumentation-node');
    await startNodeServer();
  }
}
