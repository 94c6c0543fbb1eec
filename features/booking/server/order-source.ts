import 'server-only';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import type { Owner } from '@/features/auth/server';
import { hotels, ratePlans, roomInventory, roomTypes } from '@/features/hotels/db';
import { freeCancelDeadline } from '@/features/hotels/index';
import { useCoupon as spendCoupon } from '@/features/loyalty/server';
import type { CreatedOrder, OrderReceiver, OrderRoomLine } from '@/features/orders/schemas';
import {
  chosenMethodIn,
  createOrder,
  keepSoldStays,
  newOrderValues,
  payLaterLimitBefore,
  roomNightsOf,
  type createOrderBodySchema,
  type OrderReads,
  type OrderSource,
} from '@/features/orders/server';
import { amountsWith } from '@/features/payment/index';
import { VOUCHER_METHOD } from '@/features/payment/schemas';
import { hotelPayable, recheckMethodAtOrder, takeStayVoucher } from '@/features/payment/server';
import type { KeepAnswer } from '@/features/platform/server';
import { apiError } from '@/lib/api/errors';
import { addDays } from '@/lib/dates/product-date';
import type { Db } from '@/lib/db/client';
import { bookingHolds, bookingRequestRooms, bookingRequests } from '../db';
import { messageError, messageText } from '@/lib/api/error-messages';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Body = z.output<typeof createOrderBodySchema>;
type RequestRow = typeof bookingRequests.$inferSelect;

const ownerFilter = (owner: Owner) =>
  owner.kind === 'user'
    ? eq(bookingRequests.userId, owner.userId)
    : owner.kind === 'guest'
      ? eq(bookingRequests.guestKeyHash, owner.keyHash)
      : sql`false`;

/** The order's free-cancellation deadline: the one rule (features/hotels/cancellation.ts) when every line has it, else none. */
const freeCancelUntil = (checkIn: string, checkInTime: string, lines: readonly OrderRoomLine[]) =>
  lines.length > 0 && lines.every((l) => l.free_cancel_24h) ? freeCancelDeadline(checkIn, checkInTime) : null;

/** One receiver per room: as many receivers of each line as it has rooms (400 otherwise). */
function checkReceivers(receivers: readonly OrderReceiver[], lines: readonly { id: number; roomCount: number }[]): void {
  const wanted = new Map(lines.map((l) => [l.id, l.roomCount]));
  const given = new Map<number, number>();
  for (const r of receivers) given.set(r.booking_request_rate_id, (given.get(r.booking_request_rate_id) ?? 0) + 1);
  const covered = given.size === wanted.size && [...wanted].every(([id, rooms]) => given.get(id) === rooms);
  if (!covered) throw messageError('receiversMismatch', {}, [{ path: 'receivers', message: messageText('oneReceiverPerRoom', 'vi') }]);
}

/** Holds become sold rooms, row by row in (room type, night) order (no deadlock), and the order's stays. */
async function sellHolds(tx: Tx, requestId: string, orderId: number): Promise<void> {
  const holds = await tx
    .select()
    .from(bookingHolds)
    .where(eq(bookingHolds.bookingRequestId, requestId))
    .orderBy(asc(bookingHolds.roomTypeId), asc(bookingHolds.stayDate));
  for (const hold of holds) {
    const [moved] = await tx
      .update(roomInventory)
      // raw: a relative move between two columns of the locked row
      .set({ held: sql`${roomInventory.held} - ${hold.rooms}`, sold: sql`${roomInventory.sold} + ${hold.rooms}` })
      .where(
        and(eq(roomInventory.roomTypeId, hold.roomTypeId), eq(roomInventory.stayDate, hold.stayDate), gte(roomInventory.held, hold.rooms)),
      )
      .returning({ sold: roomInventory.sold });
    // a hold always has its held rooms; missing ones mean the hold was released under us
    if (!moved) throw apiError('HOLD_EXPIRED');
  }
  await keepSoldStays(
    tx,
    orderId,
    holds.map((h) => ({ roomTypeId: h.roomTypeId, stayDate: h.stayDate, rooms: h.rooms })),
  );
  await tx.delete(bookingHolds).where(eq(bookingHolds.bookingRequestId, requestId));
}

/**
 * A HELD hotel booking request as an order source (POST order/booking-request-fe/{id}): its holds become sold rooms and
 * the order's stays, the request CONVERTED, the coupon used, the chosen voucher taken (then the order is paid at once).
 */
function hotelOrderSource(owner: Owner, requestId: string, body: Body, httpRequest: NextRequest): OrderSource {
  let payLaterLimit: number | null = null;
  let held: { request: RequestRow; voucherId: number | null; isVoucher: boolean } | null = null;
  return {
    async prepare(db) {
      // the partner's limit is asked before the transaction; the transaction checks the amount against it
      payLaterLimit = await payLaterLimitBefore(db, requestId, owner, httpRequest);
    },
    async lock(tx, now) {
      const [request] = await tx
        .select()
        .from(bookingRequests)
        .where(and(eq(bookingRequests.id, requestId), ownerFilter(owner)))
        .for('update')
        .limit(1);
      if (!request) throw messageError('bookingRequestNotFound');
      if (request.status !== 'HELD' || request.expiresAt.getTime() <= now.getTime()) throw apiError('HOLD_EXPIRED');
      const lines = await tx
        .select({ line: bookingRequestRooms, plan: ratePlans, room: roomTypes })
        .from(bookingRequestRooms)
        .innerJoin(ratePlans, eq(ratePlans.id, bookingRequestRooms.ratePlanId))
        .innerJoin(roomTypes, eq(roomTypes.id, bookingRequestRooms.roomTypeId))
        .where(eq(bookingRequestRooms.bookingRequestId, requestId))
        .orderBy(asc(bookingRequestRooms.id));
      checkReceivers(
        body.receivers,
        lines.map((l) => l.line),
      );
      const { choice, method } = await chosenMethodIn(tx, requestId);
      const [hotel] = await tx.select().from(hotels).where(eq(hotels.id, request.hotelId)).limit(1);

      const isVoucher = choice.paymentMethod === VOUCHER_METHOD;
      const subtotal = request.quote.prices.total_price;
      const coupon = request.quote.prices.coupon_discount;
      const amounts = isVoucher ? { payment_fee: 0, final_price: 0 } : amountsWith(subtotal, coupon, method.feePercent, requestId);
      recheckMethodAtOrder(
        method,
        {
          ...hotelPayable({ prices: request.quote.prices, hasCoupon: request.coupon !== null, checkIn: request.checkIn }),
          finalPrice: amounts.final_price,
        },
        payLaterLimit,
        now,
      );
      const rooms: OrderRoomLine[] = lines.map(({ line, plan, room }, i) => ({
        booking_request_rate_id: line.id,
        room_type_id: room.id,
        room_name: room.name,
        room_name_en: room.nameEn,
        rate_name: plan.name,
        rate_name_en: plan.nameEn,
        room_count: line.roomCount,
        breakfast: plan.breakfast,
        free_cancel_24h: plan.freeCancel24h,
        final_price: request.quote.lines[i]?.final_price ?? 0,
      }));
      held = { request, voucherId: choice.voucherId, isVoucher };
      const { values, pin } = newOrderValues(
        owner,
        { paymentMethod: choice.paymentMethod, subtotal, couponDiscount: coupon, amounts },
        now,
      );
      return {
        pin,
        note: body.note || null,
        paidByVoucher: isVoucher ? { voucherMethod: choice.paymentMethod } : undefined,
        values: {
          ...values,
          productType: 'hotel',
          // in the order's language, as its mails name it (the hotel's international name in English)
          title: (body.lang === 'en' ? hotel?.name : hotel?.nameVi) ?? '',
          bookingRequestId: requestId,
          hotelId: request.hotelId,
          checkIn: request.checkIn,
          checkOut: addDays(request.checkIn, request.nights),
          nights: request.nights,
          adults: request.adults,
          childrenAges: request.childrenAges,
          contact: body.contact,
          receivers: body.receivers,
          rooms,
          quote: request.quote,
          lang: body.lang,
          couponCode: request.coupon?.coupon_code ?? null,
          freeCancelUntil: freeCancelUntil(request.checkIn, hotel?.checkInTime ?? '14:00', rooms),
        },
      };
    },
    async convert(tx, row, now) {
      if (!held) return;
      const { request, voucherId, isVoucher } = held;
      if (isVoucher) await takeStayVoucher(tx, voucherId, row, roomNightsOf(row));
      await sellHolds(tx, requestId, row.id);
      await tx.update(bookingRequests).set({ status: 'CONVERTED', updatedAt: now }).where(eq(bookingRequests.id, requestId));
      if (request.coupon && owner.kind === 'user')
        await spendCoupon({ userId: owner.userId, code: request.coupon.coupon_code, orderNumber: row.orderNumber, now }, tx);
    },
  };
}

/** POST order/booking-request-fe/{id}: the owner's held hotel request becomes an order (createOrder). */
export const createHotelOrder = (
  owner: Owner,
  requestId: string,
  body: Body,
  keep: KeepAnswer,
  { clientIp, httpRequest, reads }: { clientIp: string; httpRequest: NextRequest; reads: OrderReads },
  now?: Date,
): Promise<CreatedOrder> => createOrder(owner, hotelOrderSource(owner, requestId, body, httpRequest), keep, { clientIp, reads }, now);
