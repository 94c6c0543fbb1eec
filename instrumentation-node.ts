import { assertSandboxesSafeForProduction, assertSiteUrlForProduction } from './lib/env/site';
import { authTokenSecret } from './lib/security/access-token';
import { prepareDatabase } from './db/prepare';
import { startHoldSweeper } from './features/booking/server';
import { startOrderSweeper } from './features/orders/server';
import { startMailWorker } from './features/mail/server';

/**
 * The Node.js server's start: check the site's origin and token key, migrate, seed an empty embedded database,
 * then release expired booking holds and expire unpaid orders every HOLD_SWEEP_SECONDS, and send the email outbox
 * every MAIL_SWEEP_SECONDS.
 */
export async function startNodeServer(): Promise<void> {
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
  await prepareDatabase();
  startHoldSweeper();
  startOrderSweeper();
  startMailWorker();
}
