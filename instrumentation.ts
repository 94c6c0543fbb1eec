/** Runs once when a server process starts: migrate, and seed an empty embedded database. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { prepareDatabase } = await import('./lib/db/prepare');
  await prepareDatabase();
}
