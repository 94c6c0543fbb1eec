import 'server-only';
import { purgeOldRequests } from './purge-old-requests';
import { releaseExpiredHolds } from './release-expired-holds';

/** The sales sweeper's step for hotel bookings: expired holds released, requests ended over a week ago purged. */
export async function sweepHotelRequests(): Promise<{ released: number; purged: number }> {
  const released = await releaseExpiredHolds();
  return { released, purged: await purgeOldRequests() };
}
