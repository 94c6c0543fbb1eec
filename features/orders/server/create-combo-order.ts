import 'server-only';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { takeSoldRooms } from '@/features/booking/server';
import type { Owner } from '@/features/auth/server';
import { comboDrafts } from '@/features/combos/db';
import { deals, orderDealItems, type dealPrices } from '@/features/deals/db';
import type { ComboPurchaseBody } from '@/features/deals/schemas';
import { FLIGHT_LIMITS, type FlightOrderSummary, type FlightQuote, type FlightTravellers } from '@/features/flights/schemas';
import { departureMs, shownPassengers, summaryLegOf, takeSoldSeats, type LegFacts } from '@/features/flights/server';
import { enqueueMail } from '@/features/mail/server';
import { paymentMethods } from '@/features/payment/db';
import { amountsWith, PAY_LATER_METHOD } from '@/features/payment/index';
import { payLaterLimitAtOrder, recheckMethodAtOrder } from '@/features/payment/server';
import type { KeepAnswer } from '@/features/platform/server';
import { apiError } from '@/lib/api/errors';
import { addDays } from '@/lib/dates/product-date';
import { getDb } from '@/lib/db/client';
import { orderFlightSeats, orders, orderStays } from '../db';
import type { CreatedOrder } from '../schemas';
import { orderReceivedMail } from './emails/order-received';
import { manageLink } from './manage-link';
import { orderDetailOf } from './order-detail-of';
import { newOrderValues, withPaymentStarted } from './order-making';
import { signOrderToken } from './order-token';
import { recordCreated, type Tx } from './transition';

/** What a combo order is made of, priced by the server (features/combos) before the transaction. */
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

/**
 * POST /v3-booking/fe/deal kind "combo" (called by features/combos buyCombo): ONE transaction marks the draft ordered,
 * takes one room for every night, the seats of both legs and the deal unit (each a conditional update: all or nothing), and makes ONE
 * pending "combo" order keeping them (order_deal_items, order_flight_seats, order_stays: expiry and cancellation
 * give them back exactly once); the payment deadline never passes the outbound's sales close; the payment starts
 * after the commit.
 */
export async function createComboOrder(
  owner: Owner,
  plan: ComboOrderPlan,
  body: ComboPurchaseBody,
  keep: KeepAnswer,
  { clientIp, httpRequest }: { clientIp: string; httpRequest: NextRequest },
  now: Date = new Date(),
): Promise<CreatedOrder> {
  const db = await getDb();
  const payLaterLimit = body.payment_method === PAY_LATER_METHOD ? await payLaterLimitAtOrder(httpRequest, owner) : null;
  const salesClose = departureMs(plan.legs[0]) - FLIGHT_LIMITS.salesCutoffMinutes * 60_000;
  if (salesClose <= now.getTime()) throw apiError('FLIGHT_CLOSED', 'Chuyến bay đã ngừng bán vé trước giờ bay');
  const checkOut = addDays(plan.checkIn, plan.nights);
  const made = await db.transaction(async (tx) => {
    const [method] = await tx.select().from(paymentMethods).where(and(eq(paymentMethods.paymentMethod, body.payment_method), eq(paymentMethods.active, true))).limit(1);
    if (!method) throw apiError('PAYMENT_METHOD_REQUIRED');
    const amounts = amountsWith(plan.total, 0, method.feePercent, null);
    recheckMethodAtOrder(method, { totalPrice: plan.total, couponDiscount: 0, promotion: false, startDate: plan.checkIn, productType: 'combo', finalPrice: amounts.final_price }, payLaterLimit, now);

    // the draft row first: a second purchase of it waits here, then is refused before touching any inventory
    const [open] = await tx
      .update(comboDrafts)
      .set({ updatedAt: now })
      .where(and(eq(comboDrafts.id, plan.draftId), isNull(comboDrafts.orderId)))
      .returning({ id: comboDrafts.id });
    if (!open) throw apiError('COMBO_ALREADY_ORDERED');
    // rooms, then seats, then the deal unit: the order giveBack (expiry, cancellation) releases them in too, so the two never deadlock
    const nights = Array.from({ length: plan.nights }, (_, i) => ({ roomTypeId: plan.room.id, stayDate: addDays(plan.checkIn, i), rooms: 1 }));
    if ((await takeSoldRooms(tx, nights)).length > 0) throw apiError('SOLD_OUT');
    const seats = plan.legs.map((leg) => ({ fareClassId: leg.fareClass.id, departDate: leg.departDate, seats: plan.adults }));
    if ((await takeSoldSeats(tx, seats)).length > 0) throw apiError('FLIGHT_SOLD_OUT');
    await takeDealUnit(tx, plan.dealId, now);

    const { values, pin } = newOrderValues(owner, { paymentMethod: method.paymentMethod, subtotal: plan.total, couponDiscount: 0, amounts }, now);
    values.paymentDeadline = new Date(Math.min(values.paymentDeadline!.getTime(), salesClose));
    const flight: FlightOrderSummary = {
      isDomestic: plan.legs.every((f) => !f.international),
      adultCount: plan.adults,
      childCount: 0,
      infantCount: 0,
      legs: plan.legs.map(summaryLegOf),
      passengers: shownPassengers({ contact: { fullName: body.buyer.full_name, email: body.buyer.email, phone: body.buyer.phone }, passengers: plan.passengers }),
      quote: plan.flightQuote,
    };
    const [order] = await tx
      .insert(orders)
      .values({
        ...values,
        productType: 'combo',
        title: plan.title[body.lang],
        hotelId: plan.hotelId,
        checkIn: plan.checkIn,
        checkOut,
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
        flight,
        lang: body.lang,
        // a package is not refundable (decision): no free cancellation window
        freeCancelUntil: null,
      })
      .returning();
    const row = order!;
    await tx.update(comboDrafts).set({ orderId: row.id }).where(eq(comboDrafts.id, plan.draftId));
    await recordCreated(tx, row.id, 'pending', 'customer', now, body.note || null);
    await tx.insert(orderDealItems).values({ orderId: row.id, dealId: plan.dealId, dealPriceId: plan.option.id, quantity: 1, unitPrice: plan.total });
    await tx.insert(orderFlightSeats).values(seats.map((s) => ({ orderId: row.id, ...s })));
    await tx.insert(orderStays).values(nights.map((n) => ({ orderId: row.id, ...n })));
    await enqueueMail(tx, orderReceivedMail(row, pin, await manageLink(row.orderNumber, now)));
    const answer: CreatedOrder = { order: await orderDetailOf(tx, row, now), pin_code: pin, access_token: await signOrderToken(row.orderNumber, 'view', now), payment: null };
    await keep(tx, answer);
    return { answer, row };
  });
  return withPaymentStarted(made, owner, clientIp, keep);
}
