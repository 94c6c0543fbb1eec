import 'server-only';
import type { Owner } from '@/features/auth/server';
import { getDb } from '@/lib/db/client';
import { flightStatusAt, ownedFlightRequest } from './read-flight-request';

/** What payment reads of a flight request: its total (tickets and baggage), first departure and whether travellers are in. */
export type PayableFlight = {
  id: string;
  status: ReturnType<typeof flightStatusAt>;
  totalPrice: number;
  startDate: string;
  travellersSet: boolean;
};

/** The owner's flight request as payment sees it, or null when the owner has no flight request of this id. */
export async function payableFlightRequest(owner: Owner, id: string, now: Date = new Date()): Promise<PayableFlight | null> {
  const row = await ownedFlightRequest(await getDb(), owner, id);
  if (!row) return null;
  return {
    id: row.id,
    status: flightStatusAt(row, now),
    totalPrice: row.quote.totalPrice,
    startDate: row.legs[0]!.departDate,
    travellersSet: row.travellers !== null,
  };
}
