import 'server-only';
import { eq } from 'drizzle-orm';
import type { Owner } from '@/features/auth/server';
import type { KeepAnswer } from '@/features/platform/server';
import { apiError } from '@/lib/api/errors';
import { todayIso } from '@/lib/dates/product-date';
import { getDb } from '@/lib/db/client';
import { passportCountries } from '../search/passport-countries';
import { flightBookingRequests } from '../../db';
import type { FlightBookingRequest, FlightTravellersBody } from '../../schemas';
import { withBaggage } from './flight-quote';
import { storedPassengers, travellerErrors } from './check-passengers';
import { flightRequestView, flightStatusAt, legsOfRequest, ownedFlightRequest } from './read-flight-request';
import { messageError } from '@/lib/api/error-messages';

/**
 * PUT /flight-service/v1/booking-requests/{id}/passengers: the contact and exactly the request's passengers
 * (400 INVALID_PASSENGERS naming each field), on a live hold (409 FLIGHT_HOLD_EXPIRED); the quote gains their
 * baggage. Passport numbers are stored in full and only ever answered masked.
 */
export async function setFlightTravellers(
  owner: Owner,
  id: string,
  body: FlightTravellersBody,
  keep?: KeepAnswer,
  now: Date = new Date(),
): Promise<FlightBookingRequest> {
  const db = await getDb();
  // read before the transaction: PGlite runs one query at a time, a read outside an open transaction would wait on it
  const countries = new Set((await passportCountries()).map((c) => c.code));
  return db.transaction(async (tx) => {
    const row = await ownedFlightRequest(tx, owner, id, { lock: true });
    if (!row) throw messageError('flightRequestNotFound');
    if (flightStatusAt(row, now) !== 'HELD') throw apiError('FLIGHT_HOLD_EXPIRED');
    const legs = await legsOfRequest(tx, row);
    const errors = travellerErrors(body.passengers, { adultCount: row.adults, childCount: row.children, infantCount: row.infants }, legs, {
      today: todayIso(now),
      countries,
    });
    if (errors.length > 0) throw apiError('INVALID_PASSENGERS', errors[0]!.message, errors);
    const passengers = storedPassengers(body.passengers, legs);
    const baggage = passengers.reduce((sum, p) => sum + p.listBaggage.reduce((s, b) => s + b.price, 0), 0);
    const [updated] = await tx
      .update(flightBookingRequests)
      .set({ travellers: { contact: body.contact, passengers }, quote: withBaggage(row.quote, baggage), updatedAt: now })
      .where(eq(flightBookingRequests.id, row.id))
      .returning();
    const answer = flightRequestView(updated!, legs, now);
    await keep?.(tx, answer);
    return answer;
  });
}
