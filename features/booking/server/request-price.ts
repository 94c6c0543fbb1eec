import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { peekCoupon, type CouponTerms } from '@/features/loyalty/server';
import type { KeepAnswer } from '@/features/platform/server';
import { apiError, notFound } from '@/lib/api/errors';
import { todayIso } from '@/lib/dates/product-date';
import { getDb } from '@/lib/db/client';
import { serverEnv } from '@/lib/env/server';
import { bookingHolds, bookingRequestRooms, bookingRequests, type AppliedCoupon } from '../db';
import type { BookingRequest, RequestPriceBody } from '../schemas';
import type { Owner } from '@/features/auth/server';
import { checkRequest } from './check-request';
import { checkRoomCaps, lockHolder } from './hold-caps';
import { applyInventory, mergeChanges, releaseHoldsOf, roomsLeft, type InventoryChange } from './inventory';
import { memberRatesOf, nightDatesOf, priceLines } from './quote-request';
import { ownedRequest, statusAt, toBookingRequest } from './read-booking-request';
import { releaseOldestHolds } from './release-oldest-holds';
import { expireRequestsIn } from './release-expired-holds';

/** A coupon still usable by the owner, else none (a re-price drops a coupon that no longer applies). */
async function stillValidCoupon(owner: Owner, code: string | undefined, today: string): Promise<CouponTerms | null> {
  if (!code || owner.kind !== 'user') return null;
  return peekCoupon({ userId: owner.userId, code, today }).catch(() => null);
}

const termsOf = (applied: AppliedCoupon): CouponTerms => ({
  code: applied.coupon_code,
  discountType: applied.discount_type,
  discountValue: applied.discount_value,
  maxDiscountVnd: applied.max_discount_vnd,
  afterVat: applied.campaign_data.ref_data.after_vat,
  pointsSpent: applied.points_spent,
});

/**
 * POST request-price: prices the chosen rooms from the database and holds them for BOOKING_HOLD_MINUTES,
 * every room and night in one transaction, or nothing (409 SOLD_OUT naming each line that cannot be held).
 * With booking_request_id the owner's request is released and re-held, re-priced, under the same id (a live
 * hold keeps its expiry). An owner has at most MAX_LIVE_HOLDS live holds: the oldest others are released. The
 * rooms held at once by the client `address` and by the owner are capped (hold-caps: 409 HOLD_LIMIT_REACHED).
 */
export async function requestPrice(
  owner: Owner,
  body: RequestPriceBody,
  keep: KeepAnswer | undefined,
  address: string,
  now: Date = new Date(),
): Promise<BookingRequest> {
  if (owner.kind === 'none') throw apiError('UNAUTHORIZED');
  const db = await getDb();
  const lines = await checkRequest(db, body, now);
  const rates = await memberRatesOf(db, owner);
  const existing = body.booking_request_id ? await ownedRequest(db, owner, body.booking_request_id) : null;
  if (body.booking_request_id && !existing) throw notFound();
  const checked = await stillValidCoupon(owner, existing?.coupon?.coupon_code, todayIso(now));
  const nights = nightDatesOf(body.check_in, body.nights);

  return db.transaction(async (tx) => {
    const changes = new Map<string, InventoryChange>();
    const locked = existing ? await ownedRequest(tx, owner, existing.id, { lock: true }) : null;
    if (existing && !locked) throw notFound();
    if (locked && (locked.status === 'CANCELLED' || locked.status === 'CONVERTED')) throw apiError('HOLD_EXPIRED');
    if (locked) mergeChanges(changes, await releaseHoldsOf(tx, [locked.id]));
    // the coupon is the locked row's: one applied since the first read was checked by apply-coupon just now
    const changed = locked?.coupon?.coupon_code !== existing?.coupon?.coupon_code;
    const coupon = changed && locked?.coupon ? termsOf(locked.coupon) : changed ? null : checked;
    const priced = priceLines(lines, body.check_in, body.nights, rates, coupon);
    // a hold still running keeps its expiry (re-pricing never extends it); an expired one gets a new window
    const expiresAt =
      locked && statusAt(locked, now) === 'HELD' ? locked.expiresAt : new Date(now.getTime() + serverEnv().BOOKING_HOLD_MINUTES * 60_000);
    mergeChanges(changes, await releaseOldestHolds(tx, owner, locked?.id ?? null, now));
    // a lagging sweep never blocks a sale: expired holds on these room types go back first
    mergeChanges(changes, (await expireRequestsIn(tx, now, { roomTypeIds: [...new Set(lines.map((l) => l.room.id))] })).changes);
    const takes = lines.flatMap((l) =>
      nights.map((stayDate) => ({ roomTypeId: l.room.id, stayDate, release: 0, take: l.roomCount, allotment: l.room.defaultAllotment })),
    );
    mergeChanges(changes, takes);
    const refused = await applyInventory(tx, changes.values());
    if (refused.length > 0) {
      const failing = new Set(refused.map((r) => r.roomTypeId));
      const left = await roomsLeft(
        tx,
        [...changes.values()].filter((c) => failing.has(c.roomTypeId) && c.take > 0),
        refused,
      );
      const errors = lines.flatMap((l, i) =>
        failing.has(l.room.id) ? [{ path: `rooms.${i}`, message: `${l.room.name}: còn ${left.get(l.room.id) ?? 0} phòng` }] : [],
      );
      throw apiError('SOLD_OUT', undefined, errors);
    }
    // after every inventory row lock (none is waited for under the holder's locks: no deadlock), so a sold-out
    // call never queues behind its address; a refusal rolls the rooms just taken back
    await lockHolder(tx, address, owner);
    await checkRoomCaps(tx, { address, owner, except: locked?.id ?? null, rooms: lines.reduce((sum, l) => sum + l.roomCount, 0), now });

    const requestId = locked?.id ?? randomUUID();
    const fields = {
      hotelId: body.hotel_id,
      checkIn: body.check_in,
      nights: body.nights,
      adults: body.adults,
      childrenAges: body.children_ages,
      status: 'HELD',
      expiresAt,
      memberRates: rates,
      coupon: priced.coupon,
      quote: priced.quote,
      clientAddress: address,
      updatedAt: now,
    };
    if (locked) {
      await tx.update(bookingRequests).set(fields).where(eq(bookingRequests.id, requestId));
      await tx.delete(bookingRequestRooms).where(eq(bookingRequestRooms.bookingRequestId, requestId));
    } else {
      await tx.insert(bookingRequests).values({
        id: requestId,
        userId: owner.kind === 'user' ? owner.userId : null,
        guestKeyHash: owner.kind === 'guest' ? owner.keyHash : null,
        createdAt: now,
        ...fields,
      });
    }
    await tx
      .insert(bookingRequestRooms)
      .values(lines.map((l) => ({ bookingRequestId: requestId, ratePlanId: l.plan.id, roomTypeId: l.room.id, roomCount: l.roomCount })));
    const holds = mergeChanges(new Map(), takes);
    await tx
      .insert(bookingHolds)
      .values(
        [...holds.values()].map((h) => ({ bookingRequestId: requestId, roomTypeId: h.roomTypeId, stayDate: h.stayDate, rooms: h.take })),
      );
    // the answer is built and kept inside the transaction: a retry can never find the hold without its answer
    const answer = await toBookingRequest(tx, (await ownedRequest(tx, owner, requestId))!, now);
    await keep?.(tx, answer);
    return answer;
  });
}
