import 'server-only';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import type { Owner } from '@/features/auth/server';
import { takeSoldRooms } from '@/features/booking/server';
import { deals, orderDealItems, type dealPrices } from '@/features/deals/db';
import { comboDrafts } from '../db';
import type { ComboPurchaseBody } from '@/features/deals/schemas';
import { FLIGHT_LIMITS, type FlightOrderSummary, type FlightQuote, type FlightTravellers } from '@/features/flights/schemas';
import { departureMs, shownPassengers, summaryLegOf, takeSoldSeats, type LegFacts } from '@/features/flights/server';
import type { CreatedOrder } from '@/features/orders/schemas';
import { createOrder, keepSoldSeats, keepSoldStays, newOrderValues, type OrderReads, type OrderSource } from '@/features/orders/server';
import { paymentMethods } from '@/features/payment/db';
import { amountsWith, PAY_LATER_METHOD } from '@/features/payment/index';
import { payLaterLimitAtOrder, recheckMethodAtOrder } from '@/features/payment/server';
import type { KeepAnswer } from '@/features/platform/server';
import { apiError } from '@/lib/api/errors';
import { addDays } from '@/lib/dates/product-date';
import type { Db } from '@/lib/db/client';
import { messageError } from '@/lib/api/error-messages';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a combo order is made of, priced by the server (buyCombo) before the transaction. */
export type ComboOrderPlan = {
  /** the combo draft bought: marked ordered in the transaction, so it is bought once */
  draftId: string;
  dealId: number;
  option: Pick<typeof dealPrices.$inferSelect, 'id' | 'nameVi' | 'nameEn'>;
  hotelId: number;
  /** the hotel's names when ordered (the mails list it) */
  hotelName: { vi: string; en: string };
  room: { id: number; name: string; nameEn: string };
  checkIn: string;
  nights: number;
  adults: number;
  /** outbound then return */
  legs: readonly [LegFacts, LegFacts];
  passengers: FlightTravellers['passengers'];
  flightQuote: FlightQuote;
  stayPrice: number;
  /** the package total (the rules' formula) */
  total: number;
  /** the deal's name, as is (it names the combo once: "Combo Vinpearl …", never "Combo Combo …") */
  title: { vi: string; en: string };
};

/** Takes one unit of the deal while it is on sale and not sold out (a conditional update); 409 DEAL_NOT_ON_SALE / DEAL_SOLD_OUT. */
async function takeDealUnit(tx: Tx, dealId: number, now: Date): Promise<void> {
  const onSale = and(eq(deals.id, dealId), eq(deals.status, 'active'), lte(deals.saleStartsAt, now), gt(deals.saleEndsAt, now));
  const [taken] = await tx
    .update(deals)
    // raw: the unit is taken only while sold stays within the total (the CHECK guards it as well)
    .set({ quantitySold: sql`${deals.quantitySold} + 1`, updatedAt: now })
    .where(and(onSale, sql`${deals.quantitySold} + 1 <= ${deals.quantityTotal}`))
    .returning({ id: deals.id });
  if (taken) return;
  const [still] = await tx.select({ id: deals.id }).from(deals).where(onSale).limit(1);
  throw apiError(still ? 'DEAL_SOLD_OUT' : 'DEAL_NOT_ON_SALE');
}

const flightSummaryOf = (plan: ComboOrderPlan, body: ComboPurchaseBody): FlightOrderSummary => ({
  isDomestic: plan.legs.every((f) => !f.international),
  adultCount: plan.adults,
  childCount: 0,
  infantCount: 0,
  legs: plan.legs.map(summaryLegOf),
  passengers: shownPassengers({
    contact: { fullName: body.buyer.full_name, email: body.buyer.email, phone: body.buyer.phone },
    passengers: plan.passengers,
  }),
  quote: plan.flightQuote,
});

/**
 * A combo (flight + hotel deal) as an order source: the draft marked first, then one room for every night, the seats
 * of both legs and the deal unit (each a conditional update: all or nothing), all kept on the ONE pending "combo"
 * order (expiry and cancellation give them back exactly once); the payment deadline never passes the outbound's
 * sales close; not refundable (no free cancellation window).
 */
function comboOrderSource(owner: Owner, plan: ComboOrderPlan, body: ComboPurchaseBody, httpRequest: NextRequest): OrderSource {
  let payLaterLimit: number | null = null;
  const salesClose = departureMs(plan.legs[0]) - FLIGHT_LIMITS.salesCutoffMinutes * 60_000;
  const nights = Array.from({ length: plan.nights }, (_, i) => ({
    roomTypeId: plan.room.id,
    stayDate: addDays(plan.checkIn, i),
    rooms: 1,
  }));
  const seats = plan.legs.map((leg) => ({ fareClassId: leg.fareClass.id, departDate: leg.departDate, seats: plan.adults }));
  return {
    async prepare() {
      payLaterLimit = body.payment_method === PAY_LATER_METHOD ? await payLaterLimitAtOrder(httpRequest, owner) : null;
    },
    async lock(tx, now) {
      if (salesClose <= now.getTime()) throw messageError('flightSalesClosed');
      const [method] = await tx
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.paymentMethod, body.payment_method), eq(paymentMethods.active, true)))
        .limit(1);
      if (!method) throw apiError('PAYMENT_METHOD_REQUIRED');
      const amounts = amountsWith(plan.total, 0, method.feePercent, null);
      recheckMethodAtOrder(
        method,
        {
          totalPrice: plan.total,
          couponDiscount: 0,
          promotion: false,
          startDate: plan.checkIn,
          productType: 'combo',
          finalPrice: amounts.final_price,
        },
        payLaterLimit,
        now,
      );
      // the draft row first: a second purchase of it waits here, then is refused before touching any inventory
      const [open] = await tx
        .update(comboDrafts)
        .set({ updatedAt: now })
        .where(and(eq(comboDrafts.id, plan.draftId), isNull(comboDrafts.orderId)))
        .returning({ id: comboDrafts.id });
      if (!open) throw apiError('COMBO_ALREADY_ORDERED');
      // rooms, then seats, then the deal unit: the order giveBack (expiry, cancellation) releases them in too, so the two never deadlock
      if ((await takeSoldRooms(tx, nights)).length > 0) throw apiError('SOLD_OUT');
      if ((await takeSoldSeats(tx, seats)).length > 0) throw apiError('FLIGHT_SOLD_OUT');
      await takeDealUnit(tx, plan.dealId, now);
      const { values, pin } = newOrderValues(
        owner,
        { paymentMethod: method.paymentMethod, subtotal: plan.total, couponDiscount: 0, amounts },
        now,
      );
      values.paymentDeadline = new Date(Math.min(values.paymentDeadline!.getTime(), salesClose));
      return {
        pin,
        note: body.note || null,
        values: {
          ...values,
          productType: 'combo',
          title: plan.title[body.lang],
          hotelId: plan.hotelId,
          checkIn: plan.checkIn,
          checkOut: addDays(plan.checkIn, plan.nights),
          nights: plan.nights,
          adults: plan.adults,
          contact: body.buyer,
          rooms: [
            {
              booking_request_rate_id: plan.option.id,
              room_type_id: plan.room.id,
              room_name: plan.room.name,
              room_name_en: plan.room.nameEn,
              rate_name: plan.option.nameVi,
              rate_name_en: plan.option.nameEn,
              room_count: 1,
              breakfast: false,
              free_cancel_24h: false,
              final_price: plan.stayPrice,
              hotel_name: plan.hotelName.vi,
              hotel_name_en: plan.hotelName.en,
            },
          ],
          flight: flightSummaryOf(plan, body),
          lang: body.lang,
          // a package is not refundable (decision): no free cancellation window
          freeCancelUntil: null,
        },
      };
    },
    async convert(tx, row) {
      await tx.update(comboDrafts).set({ orderId: row.id }).where(eq(comboDrafts.id, plan.draftId));
      await tx
        .insert(orderDealItems)
        .values({ orderId: row.id, dealId: plan.dealId, dealPriceId: plan.option.id, quantity: 1, unitPrice: plan.total });
      await keepSoldSeats(tx, row.id, seats);
      await keepSoldStays(tx, row.id, nights);
    },
  };
}

/** POST /v3-booking/fe/deal kind "combo" (called by buyCombo): the priced plan becomes one pending order (createOrder). */
export const createComboOrder = (
  owner: Owner,
  plan: ComboOrderPlan,
  body: ComboPurchaseBody,
  keep: KeepAnswer,
  { clientIp, httpRequest, reads }: { clientIp: string; httpRequest: NextRequest; reads: OrderReads },
  now?: Date,
): Promise<CreatedOrder> => createOrder(owner, comboOrderSource(owner, plan, body, httpRequest), keep, { clientIp, reads }, now);
