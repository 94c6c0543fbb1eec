import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Owner } from '@/features/auth/server';
import type { KeepAnswer } from '@/features/platform/server';
import { apiError } from '@/lib/api/errors';
import { todayIso } from '@/lib/dates/product-date';
import { getDb } from '@/lib/db/client';
import { serverEnv } from '@/lib/env/server';
import { passengerCountProblem, seatsFor } from '../../rules/passengers';
import { flightBookingRequests, flightHolds } from '../../db';
import type { CreateFlightRequestBody, FlightBookingRequest } from '../../schemas';
import { checkSeatCaps, lockFlightHolder } from './flight-hold-caps';
import { arrivalMs, closedReason, departureMs, legFactsOf, type LegFacts } from './flight-legs';
import { quoteLegs } from './flight-quote';
import { applySeatChanges, mergeSeatChanges, type SeatChange } from './flight-seats';
import { flightRequestView } from './read-flight-request';
import { releaseOldestFlightHolds } from './release-oldest-flight-holds';
import { expireFlightRequestsIn } from './release-expired-flight-holds';
import { fieldMessageError } from '@/lib/api/error-messages';

/** Every leg exists (404), is on sale (409 FLIGHT_CLOSED), and a return leg flies back after the outbound lands (400). */
async function checkedLegs(body: CreateFlightRequestBody, now: Date): Promise<LegFacts[]> {
  const facts = await legFactsOf(await getDb(), body.legs);
  const legs = body.legs.map((l) => facts.get(l.leg));
  if (!legs.every((f): f is LegFacts => f !== undefined)) throw apiError('FLIGHT_NOT_FOUND');
  for (const f of legs) {
    const reason = closedReason(f, now);
    if (reason) throw apiError('FLIGHT_CLOSED', reason);
  }
  const [out, back] = legs;
  if (out && back) {
    const reverse = back.schedule.origin === out.schedule.destination && back.schedule.destination === out.schedule.origin;
    if (!reverse) throw fieldMessageError('returnNotReverse', 'legs.1');
    if (back.departDate < out.departDate || departureMs(back) <= arrivalMs(out)) {
      throw fieldMessageError('returnBeforeLanding', 'legs.1.departDate');
    }
  }
  return legs;
}

/**
 * POST /flight-service/v1/booking-requests: prices the legs on the server (the client's totalPrice is only
 * compared: priceChanged) and holds the party's seats on EVERY leg for BOOKING_HOLD_MINUTES in one transaction,
 * or on none (409 FLIGHT_SOLD_OUT). The owner's oldest live holds beyond the limit end first; the seats held at
 * once by the client `address` and by the owner are capped (409 FLIGHT_HOLD_LIMIT_REACHED).
 */
export async function createFlightRequest(
  owner: Owner,
  body: CreateFlightRequestBody,
  keep: KeepAnswer | undefined,
  address: string,
  now: Date = new Date(),
): Promise<FlightBookingRequest> {
  if (owner.kind === 'none') throw apiError('UNAUTHORIZED');
  const problem = passengerCountProblem(body);
  if (problem) throw apiError('INVALID_PASSENGERS', problem, [{ path: 'adultCount', message: problem }]);
  const legs = await checkedLegs(body, now);
  const quote = quoteLegs(legs, body, todayIso(now));
  const seats = seatsFor(body);
  const takes: SeatChange[] = legs.map((f) => ({ fareClassId: f.fareClass.id, departDate: f.departDate, release: 0, take: seats }));
  const db = await getDb();
  return db.transaction(async (tx) => {
    const changes = mergeSeatChanges(new Map(), takes);
    mergeSeatChanges(changes, await releaseOldestFlightHolds(tx, owner, now));
    // a lagging sweep never blocks a sale: expired holds on these fare classes go back first
    mergeSeatChanges(
      changes,
      (
        await expireFlightRequestsIn(
          tx,
          now,
          legs.map((f) => f.fareClass.id),
        )
      ).changes,
    );
    const refused = await applySeatChanges(tx, changes.values());
    if (refused.length > 0) {
      const errors = legs
        .filter((f) => refused.some((r) => r.fareClassId === f.fareClass.id))
        .map((f) => ({ path: `legs.${f.leg}`, message: `${f.schedule.flightNumber}: không đủ ${seats} chỗ` }));
      throw apiError('FLIGHT_SOLD_OUT', undefined, errors);
    }
    // after every seat row lock, so a sold-out call never queues behind its address (and no deadlock)
    await lockFlightHolder(tx, address, owner);
    await checkSeatCaps(tx, { address, owner, seats, now });
    const id = randomUUID();
    const [row] = await tx
      .insert(flightBookingRequests)
      .values({
        id,
        userId: owner.kind === 'user' ? owner.userId : null,
        guestKeyHash: owner.kind === 'guest' ? owner.keyHash : null,
        adults: body.adultCount,
        children: body.childCount,
        infants: body.infantCount,
        legs: legs.map((f) => ({ leg: f.leg, fareClassId: f.fareClass.id, scheduleId: f.schedule.id, departDate: f.departDate })),
        status: 'HELD',
        expiresAt: new Date(now.getTime() + serverEnv().BOOKING_HOLD_MINUTES * 60_000),
        quote,
        travellers: null,
        clientAddress: address,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx
      .insert(flightHolds)
      .values(takes.map((t) => ({ requestId: id, fareClassId: t.fareClassId, departDate: t.departDate, seats: t.take })));
    const answer = flightRequestView(row!, legs, now, body.totalPrice !== undefined && body.totalPrice !== quote.totalPrice);
    // kept inside the transaction: a retry can never find the hold without its answer
    await keep?.(tx, answer);
    return answer;
  });
}
