/** Runs once when a server process starts: check the site's origin, migrate, and seed an empty embedded database. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { assertSiteUrlForProduction } = await import('./lib/env/site');
  try {
    assertSiteUrlForProduction();
  } catch (error) {
    // Next would only log a thrown error and answer every request with 500: a server that cannot
    // name its own address must not start at all.
    console.error(`✗ ${(error as Error).message}`);
    process.exit(1);
  }
  const { prepareDatabase } = await import('./lib/db/prepare');
  await prepareDatabase();
}
