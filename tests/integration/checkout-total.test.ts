import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { breakdownView } from '@/features/booking/checkout/price-breakdown/breakdown-view';
import { bookingRequestSchema, type BookingRequest } from '@/features/booking/schemas';
import { resetBookingRateLimit } from '@/features/auth/server';
import { signedVnd, summands } from '@/features/hotels/index';
import { ratePlans } from '@/features/hotels/db';
import { orders } from '@/features/orders/db';
import { paymentAttempts } from '@/features/payment/db';
import { paymentMethodListSchema } from '@/features/payment/schemas';
import { addDays } from '@/lib/dates/product-date';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer } from '../helpers/api-server';
import { installSsoStandIn } from '../helpers/sso-stand-in';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { cookiePair, pickHotel, type PlanRow } from './booking-helpers';
import { apiClient, orderBody, ORDER_ROUTES } from './orders-helpers';
import { PAYMENT_ROUTES } from './payment-method-helpers';

/**
 * Issue 33: "Tổng cộng" is what will be charged. The request-price answer's box total (step 3, the chosen
 * method's fee in it) == the method list's order_value == the order's total_vnd == what the payment adapter
 * is asked to charge (the attempt's amount and the gateway URL's vnp_Amount), for a guest, a member, a coupon
 * before and after VAT (one bought with points), in both box layouts.
 */
let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let call: ReturnType<typeof apiClient>;
let hotelId: number;
let plans: PlanRow[];
let firstCheckIn: string;
let checkIn: string;
let testIndex = 0;
let member = '';
let unconfirmed = '';
const db = () => database.handle.db;
const newKey = () => crypto.randomUUID();
const CARD = 'payment_method_credit_card';

beforeAll(async () => {
  process.env.BOOKING_RATE_LIMIT_PER_MINUTE = '100000';
  resetServerEnvCache();
  database = await createTestDatabase({ hotels: 8 });
  const sso = installSsoStandIn();
  member = (await sso.signIn({ userId: 1 })).cookie;
  // user 2 is signed in, but their membership is SUSPENSION_REQUESTED: not a confirmed member
  unconfirmed = (await sso.signIn({ userId: 2 })).cookie;
  api = await startApiServer({ ...ORDER_ROUTES, ...PAYMENT_ROUTES });
  call = apiClient(api);
  ({ hotelId, plans, checkIn: firstCheckIn } = await pickHotel(db()));
});
afterAll(async () => {
  delete process.env.BOOKING_RATE_LIMIT_PER_MINUTE;
  resetServerEnvCache();
  await resetBookingRateLimit();
  await api.close();
  await database.drop();
});
beforeEach(() => {
  checkIn = addDays(firstCheckIn, 2 * testIndex);
  testIndex += 1;
});

async function held(cookie: string | undefined, coupon: string | null): Promise<{ request: BookingRequest; cookie: string }> {
  const body = { hotel_id: hotelId, check_in: checkIn, nights: 2, adults: 2, rooms: [{ rate_plan_id: plans[0]!.id, room_count: 2 }] };
  const answer = await call('POST', '/api/v3-booking/booking-requests/request-price/', { body, key: newKey(), cookie });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const owner = cookie ?? cookiePair(answer.setCookie);
  let request = bookingRequestSchema.parse(answer.body.data);
  if (coupon) {
    const applied = await call('PATCH', `/api/v3-booking/booking-requests/${request.id}/apply-coupon/`, {
      cookie: owner,
      body: { coupon_code: coupon },
      key: newKey(),
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    request = bookingRequestSchema.parse(applied.body.data);
  }
  return { request, cookie: owner };
}

describe(`checkout total == order total == amount charged [${process.env.TEST_DB_KIND}]`, () => {
  it.each([
    ['a guest', false, null],
    ['a member', true, null],
    ['a member with an after-VAT coupon', true, 'LYVANG50K'],
    ['a member with a before-VAT coupon bought with points', true, 'LYVANG10PCT'],
  ] as const)('%s paying by card', async (_who, isMember, coupon) => {
    const { request, cookie } = await held(isMember ? member : undefined, coupon);
    expect(request.member_priced).toBe(isMember);
    if (coupon) expect(request.prices.coupon_discount).toBeGreaterThan(0);

    const listed = await call('GET', `/api/v3-booking/payment-methods?request_from=FE_BASIC&booking_request_id=${request.id}`, { cookie });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const card = paymentMethodListSchema.parse(listed.body.data).find((m) => m.payment_method === CARD)!;
    expect(card.final_fee).toBeGreaterThan(0);
    const chosen = await call('PATCH', `/api/v3-booking/booking-requests/${request.id}/choose-payment-method/`, {
      cookie,
      body: { payment_method: CARD, user_type: 'person' },
      key: newKey(),
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);

    // the box at every step and in both layouts: its lines add up to its total
    for (const step of [1, 2, 3] as const) {
      for (const isShowFinalPrice of [true, false]) {
        const view = breakdownView(request, step, { isShowFinalPrice }, { feeVnd: card.final_fee, voucher: false });
        expect(summands(view.lines).reduce((s, l) => s + signedVnd(l), 0)).toBe(view.total);
        expect(view.total).toBe(step === 3 ? card.order_value : request.prices.final_price.inclusive);
      }
    }
    const boxTotal = breakdownView(request, 3, { isShowFinalPrice: true }, { feeVnd: card.final_fee, voucher: false }).total;

    const placed = await call('POST', `/api/order-hotel/order/booking-request-fe/${request.id}`, {
      body: orderBody(request),
      cookie,
      key: newKey(),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const created = placed.body.data as unknown as {
      order: { order_number: string; prices: { total_vnd: number } };
      payment: { payment_url: string; transaction_id: string };
    };
    const [row] = await db().select().from(orders).where(eq(orders.orderNumber, created.order.order_number));
    const [attempt] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.txnRef, created.payment.transaction_id));
    const vnpAmount = Number(new URL(created.payment.payment_url).searchParams.get('vnp_Amount')) / 100;

    expect({ order: created.order.prices.total_vnd, row: row!.totalVnd, attempt: attempt!.amountVnd, gateway: vnpAmount }).toEqual({
      order: boxTotal,
      row: boxTotal,
      attempt: boxTotal,
      gateway: boxTotal,
    });
  });

  it('spec 6: member discount, mobile rate and loyalty discount only for a signed-in confirmed member', async () => {
    const [plan] = await db().select().from(ratePlans).where(eq(ratePlans.id, plans[0]!.id));
    if (plan!.mobileRatePercent === 0) await db().update(ratePlans).set({ mobileRatePercent: 5 }).where(eq(ratePlans.id, plan!.id));
    const lines = (request: BookingRequest) =>
      (['member_discount', 'mobile_rate', 'loyalty_discount'] as const).filter((id) => request.prices.show_prices[id].show);
    for (const [cookie, confirmed] of [
      [undefined, false],
      [unconfirmed, false],
      [member, true],
    ] as const) {
      checkIn = addDays(checkIn, 2);
      const { request } = await held(cookie, null);
      expect(request.member_priced).toBe(confirmed);
      expect(lines(request)).toEqual(confirmed ? expect.arrayContaining(['mobile_rate', 'loyalty_discount']) : []);
      const shown = breakdownView(request, 1, { isShowFinalPrice: true }).lines.map((l) => l.id);
      expect(shown.includes('mobile_rate')).toBe(confirmed);
    }
  });
});
