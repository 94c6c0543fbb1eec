import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Owner } from '@/features/auth/server';
import { getDb, type Db } from '@/lib/db/client';
import { flightBookingRequests } from '../../db';
import type { FlightBookingRequest, FlightPassenger, FlightTravellers } from '../../schemas';
import { baggageOptionsOf, freeCancelUntilOf, legFactsOf, summaryLegOf, type LegFacts } from './flight-legs';
import type { Tx } from './flight-seats';
import { messageError } from '@/lib/api/error-messages';

export type FlightRequestRow = typeof flightBookingRequests.$inferSelect;
type Status = FlightBookingRequest['status'];

/** The flight requests an owner may see; nobody (a guest without a cookie) sees none. */
export function flightOwnedBy(owner: Owner): SQL {
  if (owner.kind === 'user') return eq(flightBookingRequests.userId, owner.userId);
  if (owner.kind === 'guest') return eq(flightBookingRequests.guestKeyHash, owner.keyHash);
  return sql`false`;
}

/** A HELD request past its expiry reads as EXPIRED before the sweep gets to it. */
export const flightStatusAt = (row: Pick<FlightRequestRow, 'status' | 'expiresAt'>, now: Date): Status =>
  (row.status === 'HELD' && row.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : row.status) as Status;

/** One of the owner's flight requests, or null (someone else's reads as missing). */
export async function ownedFlightRequest(db: Db | Tx, owner: Owner, id: string, { lock = false } = {}): Promise<FlightRequestRow | null> {
  const query = db
    .select()
    .from(flightBookingRequests)
    .where(and(eq(flightBookingRequests.id, id), flightOwnedBy(owner)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The request's legs with their facts, in leg order. */
export async function legsOfRequest(db: Db | Tx, row: Pick<FlightRequestRow, 'legs'>): Promise<LegFacts[]> {
  const facts = await legFactsOf(db, row.legs);
  return row.legs.map((l) => facts.get(l.leg)).filter((f): f is LegFacts => f !== undefined);
}

const masked = (passport: string | null) => (passport ? `****${passport.slice(-4)}` : null);

/** The travellers as the API shows them: passport numbers masked to their last 4 characters. */
export function shownPassengers(travellers: FlightTravellers | null): FlightPassenger[] {
  return (travellers?.passengers ?? []).map(({ passportNumber, ...rest }) => ({ ...rest, passportMasked: masked(passportNumber) }));
}

/** The API's view of a stored request. */
export function flightRequestView(row: FlightRequestRow, legs: readonly LegFacts[], now: Date, priceChanged = false): FlightBookingRequest {
  return {
    id: row.id,
    status: flightStatusAt(row, now),
    expiresAt: row.expiresAt.toISOString(),
    isDomestic: legs.every((f) => !f.international),
    adultCount: row.adults,
    childCount: row.children,
    infantCount: row.infants,
    legs: legs.map(summaryLegOf),
    quote: row.quote,
    baggageOptions: baggageOptionsOf(legs),
    contact: row.travellers?.contact ?? null,
    passengers: shownPassengers(row.travellers),
    freeCancelUntil: freeCancelUntilOf(legs)?.toISOString() ?? null,
    priceChanged,
    serverTime: now.toISOString(),
  };
}

/** GET /flight-service/v1/booking-requests/{id}: the owner's request; anyone else's is 404. */
export async function getFlightRequest(owner: Owner, id: string, now: Date = new Date()): Promise<FlightBookingRequest> {
  const db = await getDb();
  const row = await ownedFlightRequest(db, owner, id);
  if (!row) throw messageError('flightRequestNotFound');
  return flightRequestView(row, await legsOfRequest(db, row), now);
}
