import { assertSandboxesSafeForProduction, assertSiteUrlForProduction } from './lib/env/site';
import { authTokenSecret } from './lib/security/access-token';
import { prepareDatabaseWhenReachable } from './db/prepare';
import { startHoldSweeper, startOrderSweeper } from './features/sales/server';
import { startMailWorker } from './features/mail/server';

/**
 * The Node.js server's start: check the site's origin and token key, then, without holding the start up, migrate
 * and seed an empty embedded database (retried with backoff while the database is away: requests get 503s meanwhile),
 * then release expired booking holds and expire unpaid orders every HOLD_SWEEP_SECONDS, and send the email outbox
 * every MAIL_SWEEP_SECONDS. Resolves with the database preparation, which the server does not wait for.
 */
export async function startNodeServer(): Promise<{ databaseReady: Promise<void> }> {
  try {
    assertSiteUrlForProduction();
    assertSandboxesSafeForProduction();
    authTokenSecret();
  } catch (error) {
    // Next would only log a thrown error and answer every request with 500: a server that cannot
    // name its own address must not start at all.
    console.error(`✗ ${(error as Error).message}`);
    process.exit(1);
  }
  // Awaited here, a database away at start-up would fail register() and leave Next answering 500 forever.
  const databaseReady = prepareDatabaseWhenReachable().then(() => {
    startHoldSweeper();
    startOrderSweeper();
    startMailWorker();
  });
  return { databaseReady };
}
