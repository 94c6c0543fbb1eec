import 'server-only';
import { eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import type { Owner } from '@/features/auth/server';
import {
  chosenMethodIn,
  createOrder,
  keepSoldSeats,
  newOrderValues,
  payLaterLimitBefore,
  releaseKeptSeats,
  type OrderProducts,
  type OrderReads,
  type OrderSource,
} from '@/features/orders/server';
import type { CreatedOrder } from '@/features/orders/schemas';
import { amountsWith } from '@/features/payment/index';
import { recheckMethodAtOrder } from '@/features/payment/server';
import type { KeepAnswer } from '@/features/platform/server';
import { apiError } from '@/lib/api/errors';
import { flightBookingRequests } from '../db';
import { FLIGHT_LIMITS, type createFlightOrderBodySchema, type FlightOrderSummary } from '../schemas';
import { departureMs, freeCancelUntilOf, routeText, summaryLegOf, type LegFacts } from './booking/flight-legs';
import { flightStatusAt, legsOfRequest, ownedFlightRequest, shownPassengers, type FlightRequestRow } from './booking/read-flight-request';
import { returnSoldSeats, sellFlightHolds } from './booking/sell-flight-holds';
import { messageError } from '@/lib/api/error-messages';

type Body = z.output<typeof createFlightOrderBodySchema>;

/** The order's title in the language of its emails: "Vé máy bay Hà Nội → Đà Nẵng (khứ hồi)" / "Flights Hanoi → Da Nang (round trip)". */
const titleOf = (legs: readonly LegFacts[], lang: 'vi' | 'en') =>
  lang === 'vi'
    ? `Vé máy bay ${routeText(legs[0]!)}${legs.length > 1 ? ' (khứ hồi)' : ''}`
    : `Flights ${routeText(legs[0]!, 'en')}${legs.length > 1 ? ' (round trip)' : ''}`;

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
 * A HELD flight request with travellers and a chosen method, as an order source: its holds become sold seats kept on
 * the order and the request CONVERTED; the payment deadline never passes the first departure's sales close.
 */
function flightOrderSource(owner: Owner, requestId: string, body: Body, httpRequest: NextRequest): OrderSource {
  let payLaterLimit: number | null = null;
  return {
    async prepare(db) {
      payLaterLimit = await payLaterLimitBefore(db, requestId, owner, httpRequest);
    },
    async lock(tx, now) {
      const request = await ownedFlightRequest(tx, owner, requestId, { lock: true });
      if (!request) throw messageError('flightRequestNotFound');
      if (flightStatusAt(request, now) !== 'HELD') throw apiError('FLIGHT_HOLD_EXPIRED');
      if (!request.travellers) throw apiError('TRAVELLERS_REQUIRED');
      const { choice, method } = await chosenMethodIn(tx, requestId);
      const legs = await legsOfRequest(tx, request);
      const subtotal = request.quote.totalPrice;
      const amounts = amountsWith(subtotal, 0, method.feePercent, requestId);
      const startDate = request.legs[0]!.departDate;
      recheckMethodAtOrder(
        method,
        { totalPrice: subtotal, couponDiscount: 0, promotion: false, startDate, productType: 'flight', finalPrice: amounts.final_price },
        payLaterLimit,
        now,
      );
      const { values, pin } = newOrderValues(owner, { paymentMethod: choice.paymentMethod, subtotal, couponDiscount: 0, amounts }, now);
      // a ticket is never paid after sales close: the payment deadline ends at the first departure's cutoff
      const salesClose = departureMs(legs[0]!) - FLIGHT_LIMITS.salesCutoffMinutes * 60_000;
      if (salesClose <= now.getTime()) throw messageError('flightSalesClosed');
      values.paymentDeadline = new Date(Math.min(values.paymentDeadline!.getTime(), salesClose));
      const { contact } = request.travellers;
      return {
        pin,
        note: body.note || null,
        values: {
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
        },
      };
    },
    async convert(tx, row, now) {
      await keepSoldSeats(tx, row.id, await sellFlightHolds(tx, requestId));
      await tx.update(flightBookingRequests).set({ status: 'CONVERTED', updatedAt: now }).where(eq(flightBookingRequests.id, requestId));
    },
  };
}

/** POST /flight-service/v1/booking-requests/{id}/order: the owner's held flight request becomes an order (createOrder). */
export const createFlightOrder = (
  owner: Owner,
  requestId: string,
  body: Body,
  keep: KeepAnswer,
  { clientIp, httpRequest, reads }: { clientIp: string; httpRequest: NextRequest; reads: OrderReads },
  now?: Date,
): Promise<CreatedOrder> => createOrder(owner, flightOrderSource(owner, requestId, body, httpRequest), keep, { clientIp, reads }, now);

/** In the transaction that ends orders: the seats they kept go back on sale exactly once. */
export async function releaseFlightSeatsOf(
  tx: Parameters<OrderProducts['release']>[0],
  orderIds: readonly number[],
  now: Date,
): Promise<void> {
  await returnSoldSeats(tx, await releaseKeptSeats(tx, orderIds, now));
}
