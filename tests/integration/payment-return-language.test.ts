import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightBookingRequest } from '@/features/flights/schemas';
import { resetBookingRateLimit } from '@/features/auth/server';
import { setPayLaterTransport } from '@/features/payment/server';
import { resetServerEnvCache } from '@/lib/env/server';
import { internalOrigin, siteUrl } from '@/lib/env/site';
import { startApiServer } from '../helpers/api-server';
import { installSsoStandIn } from '../helpers/sso-stand-in';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { cookiePair } from './booking-helpers';
import { CONTACT, FLIGHT_ROUTES, flightBasics, flightDay, makeFlight, passengersFor, type TestFlight } from './flight-fixtures';
import { apiClient, ORDER_ROUTES } from './orders-helpers';
import { PAYMENT_ROUTES } from './payment-method-helpers';
import { clearTestGateway, useTestGateway } from './vnpay-sign';

// Issue 37 §4: after the gateway the traveller lands on the result page in the order's language, whichever gateway
// (VNPay's card, ATM and QR; the pay-later partner) and whether the payment starts at the order or later on its page
// (there, the page's own language when it says one).

const BASE = '/api/flight-service/v1/booking-requests';
let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let call: ReturnType<typeof apiClient>;
let flight: TestFlight;
let dayOffset = 0;
const PHONE = '+84901234567';

type Created = {
  order: { order_number: string };
  access_token: string;
  payment: { kind: string; payment_url: string; transaction_id: string };
};

/** A flight order of a new guest (or the member) in `lang`, paid with `method`. */
async function flightOrder(lang: 'vi' | 'en', method: string, member?: string): Promise<Created & { cookie: string }> {
  dayOffset += 1;
  const day = flightDay(30 + dayOffset);
  const held = await call('POST', BASE, {
    body: { adultCount: 1, childCount: 0, infantCount: 0, legs: [{ leg: 0, fareClassId: flight.fareClassId, departDate: day }] },
    key: crypto.randomUUID(),
    cookie: member,
  });
  expect(held.status, JSON.stringify(held.body)).toBe(201);
  const cookie = member ?? cookiePair(held.setCookie);
  const request = held.body.data as FlightBookingRequest;
  const put = await call('PUT', `${BASE}/${request.id}/passengers`, {
    cookie,
    body: { contact: CONTACT, passengers: passengersFor(day, { adults: 1 }) },
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const chosen = await call('PATCH', `/api/v3-booking/booking-requests/${request.id}/choose-payment-method`, {
    cookie,
    body: { payment_method: method, user_type: 'person' },
    key: crypto.randomUUID(),
  });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  const made = await call('POST', `${BASE}/${request.id}/order`, { cookie, body: { lang }, key: crypto.randomUUID() });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { ...(made.body.data as unknown as Created), cookie };
}

/** Where a gateway sends the browser back: VNPay's vnp_ReturnUrl, the pay-later partner's `return`. */
function returnOf(payment: Created['payment']): URL {
  const url = new URL(payment.payment_url);
  return new URL(url.searchParams.get('vnp_ReturnUrl') ?? url.searchParams.get('return')!);
}
const RESULT = { vi: '/thanh-toan/ket-qua', en: '/en/thanh-toan/ket-qua' } as const;

beforeAll(async () => {
  process.env.BOOKING_RATE_LIMIT_PER_MINUTE = '100000';
  resetServerEnvCache();
  useTestGateway();
  database = await createTestDatabase({ hotels: 4 });
  await flightBasics(database.handle.db);
  flight = await makeFlight(database.handle.db, { origin: 'HAN', destination: 'DAD' });
  api = await startApiServer({ ...PAYMENT_ROUTES, ...ORDER_ROUTES, ...FLIGHT_ROUTES });
  call = apiClient(api);
  setPayLaterTransport((url, init) => fetch(url.replace(internalOrigin(), api.url), init));
}, 120_000);
afterAll(async () => {
  setPayLaterTransport(null);
  clearTestGateway();
  delete process.env.BOOKING_RATE_LIMIT_PER_MINUTE;
  resetServerEnvCache();
  await resetBookingRateLimit();
  await api.close();
  await database.drop();
});

describe(`payment return language [${process.env.TEST_DB_KIND}]`, () => {
  it("a flight order sends VNPay (card, ATM, QR) back to the result page in the order's language, and asks VNPay's page in it", async () => {
    for (const method of ['payment_method_credit_card', 'payment_method_atm', 'payment_method_vietqr']) {
      for (const lang of ['en', 'vi'] as const) {
        const { payment } = await flightOrder(lang, method);
        expect(payment.kind).toBe('redirect');
        const back = returnOf(payment);
        expect(`${back.origin}${back.pathname}`, `${method} ${lang}`).toBe(`${siteUrl()}${RESULT[lang]}`);
        expect(back.searchParams.get('transaction_id')).toBe(payment.transaction_id);
        expect(new URL(payment.payment_url).searchParams.get('vnp_Locale')).toBe(lang === 'en' ? 'en' : 'vn');
      }
    }
  });

  it("paying later from the order's page keeps the order's language", async () => {
    const { order, access_token, payment } = await flightOrder('en', 'payment_method_credit_card');
    const again = await call(
      'GET',
      `/api/order-hotel/order/create-payment-link/${order.order_number}?token=${encodeURIComponent(access_token)}`,
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const link = again.body.data as unknown as Created['payment'];
    expect(link.transaction_id).toBe(payment.transaction_id);
    expect(returnOf(link).pathname).toBe(RESULT.en);
  });

  it("a later payment from the order's page in the other language comes back in that page's language", async () => {
    const { order, access_token, payment } = await flightOrder('vi', 'payment_method_credit_card');
    const link = async (query: string) => {
      const answer = await call(
        'GET',
        `/api/order-hotel/order/create-payment-link/${order.order_number}?token=${encodeURIComponent(access_token)}${query}`,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data as unknown as Created['payment'];
    };
    const english = await link('&lang=en');
    expect(english.transaction_id).toBe(payment.transaction_id);
    expect(returnOf(english).pathname).toBe(RESULT.en);
    expect(new URL(english.payment_url).searchParams.get('vnp_Locale')).toBe('en');
    expect(returnOf(await link('&lang=vi')).pathname).toBe(RESULT.vi);
    expect(returnOf(await link('')).pathname).toBe(RESULT.vi);
    const bad = await call(
      'GET',
      `/api/order-hotel/order/create-payment-link/${order.order_number}?token=${encodeURIComponent(access_token)}&lang=fr`,
    );
    expect([bad.status, bad.body.error_code]).toEqual([400, 'BAD_REQUEST']);
  });

  it("the pay-later partner returns a member's English flight order to the English result page", async () => {
    const member = (await installSsoStandIn().signIn({ userId: 1, phone: PHONE })).cookie;
    const token = await call('POST', '/api/payment-service/pay-later/token', { cookie: member, body: {} });
    expect(token.status, JSON.stringify(token.body)).toBe(200);
    const registered = await call('POST', '/api/payment-service/pay-later/register-token', {
      cookie: member,
      body: { token: (token.body.data as { token: string }).token },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    for (const lang of ['en', 'vi'] as const) {
      const { payment } = await flightOrder(lang, 'payment_method_pay_later', member);
      expect(payment.payment_url).toContain('/sandbox/pay-later');
      const back = returnOf(payment);
      expect([back.pathname, back.searchParams.get('transaction_id')]).toEqual([RESULT[lang], payment.transaction_id]);
    }
  });
});
