/** Runs once when a server process starts: check the site's origin, migrate, and seed an empty embedded database. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { assertSiteUrlForProduction } = await import('./lib/env/site');
  assertSiteUrlForProduction();
  const { prepareDatabase } = await import('./lib/db/prepare');
  await prepareDatabase();
}
