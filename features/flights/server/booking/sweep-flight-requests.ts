import 'server-only';
import { purgeOldFlightRequests } from './purge-old-flight-requests';
import { releaseExpiredFlightHolds } from './release-expired-flight-holds';

/** The sales sweeper's step for flight bookings: expired seat holds released, requests ended over a week ago purged. */
export async function sweepFlightRequests(): Promise<{ released: number; purged: number }> {
  const released = await releaseExpiredFlightHolds();
  return { released, purged: await purgeOldFlightRequests() };
}
