import 'server-only';
import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { bookingHolds, bookingRequestRooms, bookingRequests } from '@/features/booking/db';
import type { Owner } from '@/features/auth/server';
import { hotels, ratePlans, roomInventory, roomTypes } from '@/features/hotels/db';
import { freeCancelDeadline } from '@/features/hotels/index';
import { earnPoints, useCoupon } from '@/features/loyalty/server';
import { enqueueMail } from '@/features/mail/server';
import { amountsWith } from '@/features/payment/index';
import { vouchers } from '@/features/payment/db';
import { VOUCHER_METHOD, type PaymentLink } from '@/features/payment/schemas';
import { hotelPayable, recheckMethodAtOrder, recordSettledAttempt } from '@/features/payment/server';
import type { KeepAnswer } from '@/features/platform/server';
import type { NextRequest } from 'next/server';
import { apiError, badRequest, notFound } from '@/lib/api/errors';
import { addDays } from '@/lib/dates/product-date';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { orders, orderStays } from '../db';
import type { CreatedOrder, OrderReceiver, OrderRoomLine, createOrderBodySchema } from '../schemas';
import type { z } from 'zod';
import { orderConfirmedMail } from './emails/order-confirmed';
import { orderReceivedMail } from './emails/order-received';
import type { OrderRow } from './order-access';
import { orderDetailOf } from './order-detail-of';
import { payingVoucherOf } from './paying-voucher';
import { manageLink } from './manage-link';
import { signOrderToken } from './order-token';
import { roomNightsOf } from './room-nights';
import { newTxnRef } from './payment-link';
import { chosenMethodIn, newOrderValues, payLaterLimitBefore, withPaymentStarted } from './order-making';
import { lockedOrderStatus } from './order-status-lock';
import { moveOrder, recordCreated, type Tx } from './transition';

type Body = z.output<typeof createOrderBodySchema>;

const ownerFilter = (owner: Owner) =>
  owner.kind === 'user' ? eq(bookingRequests.userId, owner.userId) : owner.kind === 'guest' ? eq(bookingRequests.guestKeyHash, owner.keyHash) : sql`false`;

/** The order's free-cancellation deadline: the one rule (features/hotels/cancellation.ts) when every line has it, else none. */
const freeCancelUntil = (checkIn: string, checkInTime: string, lines: readonly OrderRoomLine[]) =>
  lines.length > 0 && lines.every((l) => l.free_cancel_24h) ? freeCancelDeadline(checkIn, checkInTime) : null;

/** One receiver per room: as many receivers of each line as it has rooms (400 otherwise). */
function checkReceivers(receivers: readonly OrderReceiver[], lines: readonly { id: number; roomCount: number }[]): void {
  const wanted = new Map(lines.map((l) => [l.id, l.roomCount]));
  const given = new Map<number, number>();
  for (const r of receivers) given.set(r.booking_request_rate_id, (given.get(r.booking_request_rate_id) ?? 0) + 1);
  const covered = given.size === wanted.size && [...wanted].every(([id, rooms]) => given.get(id) === rooms);
  if (!covered) throw badRequest('Thông tin người nhận phòng không khớp với các phòng đã chọn', [{ path: 'receivers', message: 'Mỗi phòng cần đúng một người nhận phòng' }]);
}

/** Holds become sold rooms, row by row in (room type, night) order (no deadlock), and the order's stays. */
async function sellHolds(tx: Tx, requestId: string, orderId: number): Promise<void> {
  const holds = await tx.select().from(bookingHolds).where(eq(bookingHolds.bookingRequestId, requestId)).orderBy(asc(bookingHolds.roomTypeId), asc(bookingHolds.stayDate));
  for (const hold of holds) {
    const [moved] = await tx
      .update(roomInventory)
      // raw: a relative move between two columns of the locked row
      .set({ held: sql`${roomInventory.held} - ${hold.rooms}`, sold: sql`${roomInventory.sold} + ${hold.rooms}` })
      .where(and(eq(roomInventory.roomTypeId, hold.roomTypeId), eq(roomInventory.stayDate, hold.stayDate), gte(roomInventory.held, hold.rooms)))
      .returning({ sold: roomInventory.sold });
    // a hold always has its held rooms; missing ones mean the hold was released under us
    if (!moved) throw apiError('HOLD_EXPIRED');
  }
  if (holds.length > 0) await tx.insert(orderStays).values(holds.map((h) => ({ orderId, roomTypeId: h.roomTypeId, stayDate: h.stayDate, rooms: h.rooms })));
  await tx.delete(bookingHolds).where(eq(bookingHolds.bookingRequestId, requestId));
}

/** Marks the chosen voucher used by this order, if it still fits the stay (409 VOUCHER_INVALID otherwise). */
async function useVoucher(tx: Tx, voucherId: number | null, order: OrderRow, roomNights: number): Promise<void> {
  const lastNight = addDays(order.checkOut!, -1);
  const [used] =
    voucherId === null
      ? []
      : await tx
          .update(vouchers)
          .set({ status: 'used', usedByOrderId: order.id })
          .where(
            and(
              eq(vouchers.id, voucherId),
              eq(vouchers.status, 'available'),
              or(isNull(vouchers.hotelId), eq(vouchers.hotelId, order.hotelId!)),
              lte(vouchers.validFrom, order.checkIn!),
              gte(vouchers.validTo, lastNight),
              gte(vouchers.roomNights, roomNights),
            ),
          )
          .returning({ id: vouchers.id });
  if (!used) throw apiError('VOUCHER_INVALID');
}

/**
 * POST order/booking-request-fe/{id}: the owner's HELD request becomes an order in ONE transaction (holds
 * -> sold, stays, request CONVERTED, order + event, coupon use, voucher, "order received" mail, the kept
 * idempotency answer). A voucher order is paid and confirmed in it too. The payment link is started
 * after the commit, so a provider failure never loses the order.
 */
export async function createOrder(
  owner: Owner,
  requestId: string,
  body: Body,
  keep: KeepAnswer,
  { clientIp, httpRequest }: { clientIp: string; httpRequest: NextRequest },
  now: Date = new Date(),
): Promise<CreatedOrder> {
  const db = await getDb();
  // the partner's limit is asked before the transaction; the transaction checks the amount against it
  const payLaterLimit = await payLaterLimitBefore(db, requestId, owner, httpRequest);
  const made = await db.transaction(async (tx) => {
    const [request] = await tx.select().from(bookingRequests).where(and(eq(bookingRequests.id, requestId), ownerFilter(owner))).for('update').limit(1);
    if (!request) throw notFound('Không tìm thấy yêu cầu đặt phòng');
    if (request.status !== 'HELD' || request.expiresAt.getTime() <= now.getTime()) throw apiError('HOLD_EXPIRED');
    const lines = await tx
      .select({ line: bookingRequestRooms, plan: ratePlans, room: roomTypes })
      .from(bookingRequestRooms)
      .innerJoin(ratePlans, eq(ratePlans.id, bookingRequestRooms.ratePlanId))
      .innerJoin(roomTypes, eq(roomTypes.id, bookingRequestRooms.roomTypeId))
      .where(eq(bookingRequestRooms.bookingRequestId, requestId))
      .orderBy(asc(bookingRequestRooms.id));
    checkReceivers(body.receivers, lines.map((l) => l.line));
    const { choice, method } = await chosenMethodIn(tx, requestId);
    const [hotel] = await tx.select().from(hotels).where(eq(hotels.id, request.hotelId)).limit(1);

    const isVoucher = choice.paymentMethod === VOUCHER_METHOD;
    const subtotal = request.quote.prices.total_price;
    const coupon = request.quote.prices.coupon_discount;
    const amounts = isVoucher ? { payment_fee: 0, final_price: 0 } : amountsWith(subtotal, coupon, method.feePercent, requestId);
    recheckMethodAtOrder(method, { ...hotelPayable({ prices: request.quote.prices, hasCoupon: request.coupon !== null, checkIn: request.checkIn }), finalPrice: amounts.final_price }, payLaterLimit, now);
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
    const { values, pin } = newOrderValues(owner, { paymentMethod: choice.paymentMethod, subtotal, couponDiscount: coupon, amounts }, now);
    const code = values.orderNumber;
    const [order] = await tx
      .insert(orders)
      .values({
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
      })
      .returning();
    let row = order!;
    await recordCreated(tx, row.id, 'pending', 'customer', now, body.note || null);
    const roomNights = roomNightsOf(row);
    if (isVoucher) await useVoucher(tx, choice.voucherId, row, roomNights);
    await sellHolds(tx, requestId, row.id);
    await tx.update(bookingRequests).set({ status: 'CONVERTED', updatedAt: now }).where(eq(bookingRequests.id, requestId));
    if (request.coupon && owner.kind === 'user') await useCoupon({ userId: owner.userId, code: request.coupon.coupon_code, orderNumber: code, now }, tx);
    const link = await manageLink(code, now);
    // a voucher pays it now: its one mail is the confirmation below (never a "received" asking to pay 0 ₫)
    if (!isVoucher) await enqueueMail(tx, orderReceivedMail(row, pin, link));

    let paid: PaymentLink | null = null;
    if (isVoucher) {
      const txnRef = newTxnRef();
      await recordSettledAttempt(tx, { txnRef, orderId: row.id, provider: 'voucher', paymentMethod: choice.paymentMethod, amountVnd: 0, createdAt: now });
      await moveOrder(tx, row.id, 'paid', 'provider:voucher', null, now);
      row = (await moveOrder(tx, row.id, 'confirmed', 'system', null, now)) ?? row;
      await enqueueMail(tx, orderConfirmedMail(row, link, { pin, voucher: await payingVoucherOf(tx, row) }));
      paid = { kind: 'paid', transaction_id: txnRef };
    }
    const answer: CreatedOrder = { order: await orderDetailOf(tx, row, now), pin_code: pin, access_token: await signOrderToken(code, 'view', now), payment: paid };
    await keep(tx, answer);
    return { answer, row, roomNights };
  });
  if (made.answer.payment) {
    // a voucher order is confirmed already: a member's room nights count now (idempotent per order; a failure is only logged)
    if (owner.kind === 'user') {
      await earnPoints({ userId: owner.userId, orderNumber: made.row.orderNumber, amountVnd: 0, roomNights: made.roomNights, now, whileOrderConfirmed: lockedOrderStatus }).catch((error: unknown) => {
        logger().warn({ err: error, order: made.row.orderNumber }, 'loyalty room nights not counted for a voucher order');
      });
    }
    return made.answer;
  }
  return withPaymentStarted(made, owner, clientIp, keep);
}
