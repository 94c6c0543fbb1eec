import 'server-only';
import { eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import type { Owner } from '@/features/auth/server';
import { flightBookingRequests } from '@/features/flights/db';
import { FLIGHT_LIMITS, type createFlightOrderBodySchema, type FlightOrderSummary } from '@/features/flights/schemas';
import { departureMs, flightStatusAt, freeCancelUntilOf, legsOfRequest, ownedFlightRequest, routeText, sellFlightHolds, shownPassengers, summaryLegOf, type FlightRequestRow, type LegFacts } from '@/features/flights/server';
import { enqueueMail } from '@/features/mail/server';
import { amountsWith } from '@/features/payment/index';
import { recheckMethodAtOrder } from '@/features/payment/server';
import type { KeepAnswer } from '@/features/platform/server';
import { apiError, notFound } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { orderFlightSeats, orders } from '../db';
import type { CreatedOrder } from '../schemas';
import { orderReceivedMail } from './emails/order-received';
import { manageLink } from './manage-link';
import { orderDetailOf } from './order-detail-of';
import { chosenMethodIn, newOrderValues, payLaterLimitBefore, withPaymentStarted } from './order-making';
import { signOrderToken } from './order-token';
import { recordCreated } from './transition';

type Body = z.output<typeof createFlightOrderBodySchema>;

/** "Vé máy bay Hà Nội → Đà Nẵng", " (khứ hồi)" for a round trip. */
/** The order's title in the language of its emails: "Vé máy bay Hà Nội → Đà Nẵng (khứ hồi)" / "Flights Hanoi → Da Nang (round trip)". */
const titleOf = (legs: readonly LegFacts[], lang: 'vi' | 'en') =>
  lang === 'vi' ? `Vé máy bay ${routeText(legs[0]!)}${legs.length > 1 ? ' (khứ hồi)' : ''}` : `Flights ${routeText(legs[0]!, 'en')}${legs.length > 1 ? ' (round trip)' : ''}`;


function summaryOf(row: FlightRequestRow, legs: readonly LegFacts[]): FlightOrderSummary {
  return {
    isDomestic: legs.every((f) => !f.international),
    adultCount: row.adults,
    childCount: row.children,
    infantCount: row.infants,
    legs: legs.map(summaryLegOf),
    passengers: shownPassengers(row.travellers),
    quote: row.quote,
  };
}

/**
 * POST /flight-service/v1/booking-requests/{id}/order: the owner's HELD flight request with travellers and a
 * chosen method becomes an order in ONE transaction (holds -> sold seats kept on the order, request CONVERTED,
 * order + event, "order received" mail, the kept idempotency answer); the payment starts after the commit.
 */
export async function createFlightOrder(
  owner: Owner,
  requestId: string,
  body: Body,
  keep: KeepAnswer,
  { clientIp, httpRequest }: { clientIp: string; httpRequest: NextRequest },
  now: Date = new Date(),
): Promise<CreatedOrder> {
  const db = await getDb();
  const payLaterLimit = await payLaterLimitBefore(db, requestId, owner, httpRequest);
  const made = await db.transaction(async (tx) => {
    const request = await ownedFlightRequest(tx, owner, requestId, { lock: true });
    if (!request) throw notFound('Không tìm thấy yêu cầu đặt vé');
    if (flightStatusAt(request, now) !== 'HELD') throw apiError('FLIGHT_HOLD_EXPIRED');
    if (!request.travellers) throw apiError('TRAVELLERS_REQUIRED');
    const { choice, method } = await chosenMethodIn(tx, requestId);
    const legs = await legsOfRequest(tx, request);
    const subtotal = request.quote.totalPrice;
    const amounts = amountsWith(subtotal, 0, method.feePercent, requestId);
    const startDate = request.legs[0]!.departDate;
    recheckMethodAtOrder(method, { totalPrice: subtotal, couponDiscount: 0, promotion: false, startDate, productType: 'flight', finalPrice: amounts.final_price }, payLaterLimit, now);
    const { values, pin } = newOrderValues(owner, { paymentMethod: choice.paymentMethod, subtotal, couponDiscount: 0, amounts }, now);
    // a ticket is never paid after sales close: the payment deadline ends at the first departure's cutoff
    const salesClose = departureMs(legs[0]!) - FLIGHT_LIMITS.salesCutoffMinutes * 60_000;
    if (salesClose <= now.getTime()) throw apiError('FLIGHT_CLOSED', 'Chuyến bay đã ngừng bán vé trước giờ bay');
    values.paymentDeadline = new Date(Math.min(values.paymentDeadline!.getTime(), salesClose));
    const { contact } = request.travellers;
    const [order] = await tx
      .insert(orders)
      .values({
        ...values,
        productType: 'flight',
        title: titleOf(legs, body.lang),
        bookingRequestId: requestId,
        checkIn: startDate,
        checkOut: request.legs.at(-1)!.departDate,
        adults: request.adults,
        contact: { full_name: contact.fullName, email: contact.email, phone: contact.phone },
        flight: summaryOf(request, legs),
        lang: body.lang,
        freeCancelUntil: freeCancelUntilOf(legs),
      })
      .returning();
    const row = order!;
    await recordCreated(tx, row.id, 'pending', 'customer', now, body.note || null);
    const sold = await sellFlightHolds(tx, requestId);
    if (sold.length > 0) await tx.insert(orderFlightSeats).values(sold.map((s) => ({ orderId: row.id, ...s })));
    await tx.update(flightBookingRequests).set({ status: 'CONVERTED', updatedAt: now }).where(eq(flightBookingRequests.id, requestId));
    await enqueueMail(tx, orderReceivedMail(row, pin, await manageLink(row.orderNumber, now)));
    const answer: CreatedOrder = { order: await orderDetailOf(tx, row, now), pin_code: pin, access_token: await signOrderToken(row.orderNumber, 'view', now), payment: null };
    await keep(tx, answer);
    return { answer, row };
  });
  return withPaymentStarted(made, owner, clientIp, keep);
}
