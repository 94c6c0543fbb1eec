import { eq } from 'drizzle-orm';
import * as checkoutComplete from '@/app/sandbox/pay-later/checkout/complete/route';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequestSchema } from '@/features/booking/schemas';
import { resetBookingRateLimit } from '@/features/auth/server';
import { payLaterAccountSchema } from '@/features/payment/schemas';
import { payLaterLinks, paymentMethods, sandboxPayLaterAccounts } from '@/features/payment/db';
import { providerFor, setPayLaterTransport, type PaymentRequest } from '@/features/payment/server';
import { completePayLaterCheckout, readPayLaterCheckout, setPayLaterCallbackTransport } from '@/features/sandboxes/server';
import { partnerApiKey } from '@/features/payment/server/pay-later-partner/config';
import { signedBodyHeaders } from '@/features/payment/server/pay-later-partner/signing';
import { addDays } from '@/lib/dates/product-date';
import { resetServerEnvCache } from '@/lib/env/server';
import { internalOrigin, siteUrl } from '@/lib/env/site';
import { formatAmount } from '@/lib/money/format-money';
import { startApiServer } from '../helpers/api-server';
import { installSsoStandIn } from '../helpers/sso-stand-in';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pickHotel, type PlanRow } from './booking-helpers';
import { PAYMENT_ROUTES, apiClient } from './payment-method-helpers';

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let call: ReturnType<typeof apiClient>;
let hotelId: number;
let plans: PlanRow[];
let checkIn: string;
const members: Record<string, string> = {};
const PHONE = '+84901234567';

const linkOf = async (userId: number) =>
  (await database.handle.db.select().from(payLaterLinks).where(eq(payLaterLinks.userId, userId)))[0] ?? null;
const sandboxAccount = async (phone: string) =>
  (await database.handle.db.select().from(sandboxPayLaterAccounts).where(eq(sandboxPayLaterAccounts.phone, phone)))[0]!;
const limit = async (cookie?: string) => call('GET', '/api/payment-service/pay-later/limit', { cookie });

/** token -> register-token -> limit, as the checkout does for a member. */
async function link(cookie: string) {
  const token = await call('POST', '/api/payment-service/pay-later/token', { cookie, body: {} });
  expect(token.status, JSON.stringify(token.body)).toBe(200);
  const registered = await call('POST', '/api/payment-service/pay-later/register-token', {
    cookie,
    body: { token: (token.body.data as { token: string }).token },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  return payLaterAccountSchema.parse((await limit(cookie)).body.data);
}

function paymentRequest(over: Partial<PaymentRequest> = {}): PaymentRequest {
  const txnRef = `PL${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e6)}`;
  return {
    txnRef,
    orderNumber: 'H12345678',
    amountVnd: 2_000_000,
    paymentMethod: 'payment_method_pay_later',
    lang: 'vi',
    description: 'Thanh toan don H12345678',
    expiresAt: new Date(Date.now() + 20 * 60_000),
    createdAt: new Date(),
    clientIp: '127.0.0.1',
    returnUrl: `${siteUrl()}/thanh-toan/ket-qua?transaction_id=${txnRef}`,
    userId: 1,
    ...over,
  };
}

beforeAll(async () => {
  process.env.BOOKING_RATE_LIMIT_PER_MINUTE = '100000';
  resetServerEnvCache();
  database = await createTestDatabase({ hotels: 8 });
  const sso = installSsoStandIn();
  members.one = (await sso.signIn({ userId: 1, phone: PHONE })).cookie;
  members.unlinked = (await sso.signIn({ userId: 2 })).cookie;
  members.noPhone = (await sso.signIn({ userId: 903, phone: null })).cookie;
  members.refused = (await sso.signIn({ userId: 4, phone: '+84907777770' })).cookie;
  api = await startApiServer({ ...PAYMENT_ROUTES, '/sandbox/pay-later/checkout/complete': checkoutComplete });
  call = apiClient(api);
  // the adapter reaches the sandbox partner over HTTP, at this test server instead of the site's own origin
  setPayLaterTransport((url, init) => fetch(url.replace(internalOrigin(), api.url), init));
  ({ hotelId, plans, checkIn } = await pickHotel(database.handle.db));
});
afterAll(async () => {
  setPayLaterTransport(null);
  setPayLaterCallbackTransport(null);
  delete process.env.BOOKING_RATE_LIMIT_PER_MINUTE;
  await resetBookingRateLimit();
  await api.close();
  await database.drop();
});

describe(`pay-later [${process.env.TEST_DB_KIND}]`, () => {
  it('is for signed-in members only: a guest gets 401 on token, register-token and limit', async () => {
    expect((await limit()).status).toBe(401);
    expect((await call('POST', '/api/payment-service/pay-later/token', { body: {} })).body.error_code).toBe('UNAUTHORIZED');
    expect((await call('POST', '/api/payment-service/pay-later/register-token', { body: { token: 'abcdefgh12' } })).status).toBe(401);
  });

  it('clears the data of a member without a phone: limit says not allowed, the stored link is gone, no token is asked for', async () => {
    await database.handle.db
      .insert(payLaterLinks)
      .values({ userId: 903, phone: '+84900000001', token: 'old-token-0001', registeredAt: new Date() });
    const answer = await limit(members.noPhone);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ PLallowed: false, limitAmount: 0, availLimitAmount: 0 });
    expect(await linkOf(903)).toBeNull();
    const token = await call('POST', '/api/payment-service/pay-later/token', { cookie: members.noPhone, body: {} });
    expect(token.status).toBe(409);
    expect(token.body.error_code).toBe('BK1057');
  });

  it('says "limit not yet set" (no limit, not allowed) before the token is registered', async () => {
    expect((await limit(members.unlinked)).body.data).toEqual({ PLallowed: false, limitAmount: 0, availLimitAmount: 0 });
  });

  it('links a member through the sandbox partner over HTTP: token, register-token, then the limit for their phone', async () => {
    const account = await link(members.one!);
    expect(account).toEqual({ PLallowed: true, limitAmount: 5_000_000, availLimitAmount: 5_000_000 });
    const stored = await linkOf(1);
    expect(stored).toMatchObject({ phone: PHONE, token: (await sandboxAccount(PHONE)).token });
    expect(stored!.registeredAt).not.toBeNull();
    expect(stored!.token.length).toBeGreaterThanOrEqual(32);
    const wrong = await call('POST', '/api/payment-service/pay-later/register-token', {
      cookie: members.one,
      body: { token: 'not-my-token-1234' },
    });
    expect(wrong.body).toMatchObject({ error_code: 'BK1057', message: 'Error in payment process' });
  });

  it('the partner does not allow a phone ending in 0', async () => {
    expect(await link(members.refused!)).toMatchObject({ PLallowed: false, limitAmount: 0 });
  });

  it('chooses pay-later only within [minimum, available limit], else BK1057 with the minPrice / maxPrice text', async () => {
    await link(members.one!);
    const priced = await call('POST', '/api/v3-booking/booking-requests/request-price/', {
      cookie: members.one,
      key: crypto.randomUUID(),
      body: {
        hotel_id: hotelId,
        check_in: addDays(checkIn, 10),
        nights: 1,
        adults: 1,
        rooms: [{ rate_plan_id: plans[0]!.id, room_count: 1 }],
      },
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(201);
    const request = bookingRequestSchema.parse(priced.body.data);
    const value = request.prices.total_price - request.prices.coupon_discount;
    const choose = () =>
      call('PATCH', `/api/v3-booking/booking-requests/${request.id}/choose-payment-method`, {
        cookie: members.one,
        key: crypto.randomUUID(),
        body: { payment_method: 'payment_method_pay_later', user_type: 'person' },
      });

    await database.handle.db
      .update(paymentMethods)
      .set({ minAmount: value + 1 })
      .where(eq(paymentMethods.paymentMethod, 'payment_method_pay_later'));
    expect((await choose()).body).toMatchObject({
      error_code: 'BK1057',
      message: `Giá trị đơn hàng tối thiểu ${formatAmount(value + 1, 'VND')}`,
    });
    await database.handle.db
      .update(paymentMethods)
      .set({ minAmount: 1000 })
      .where(eq(paymentMethods.paymentMethod, 'payment_method_pay_later'));

    await database.handle.db
      .update(sandboxPayLaterAccounts)
      .set({ availLimitAmount: value - 1 })
      .where(eq(sandboxPayLaterAccounts.phone, PHONE));
    expect((await choose()).body).toMatchObject({ error_code: 'BK1057', message: `Hạn mức còn lại ${formatAmount(value - 1, 'VND')}` });
    await database.handle.db
      .update(sandboxPayLaterAccounts)
      .set({ availLimitAmount: value })
      .where(eq(sandboxPayLaterAccounts.phone, PHONE));

    const chosen = await choose();
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.data).toMatchObject({ payment_method: 'payment_method_pay_later', payment_fee: 0, final_price: value });
    await database.handle.db
      .update(sandboxPayLaterAccounts)
      .set({ availLimitAmount: 5_000_000 })
      .where(eq(sandboxPayLaterAccounts.phone, PHONE));
  });

  it('a member who never linked an account is refused with "Error in payment process"', async () => {
    const priced = await call('POST', '/api/v3-booking/booking-requests/request-price/', {
      cookie: members.unlinked,
      key: crypto.randomUUID(),
      body: {
        hotel_id: hotelId,
        check_in: addDays(checkIn, 20),
        nights: 1,
        adults: 1,
        rooms: [{ rate_plan_id: plans[0]!.id, room_count: 1 }],
      },
    });
    const id = (priced.body.data as { id: string }).id;
    const refused = await call('PATCH', `/api/v3-booking/booking-requests/${id}/choose-payment-method`, {
      cookie: members.unlinked,
      key: crypto.randomUUID(),
      body: { payment_method: 'payment_method_pay_later', user_type: 'person' },
    });
    expect(refused.body).toMatchObject({ error_code: 'BK1057', message: 'Error in payment process' });
  });

  describe('payment through the partner checkout', () => {
    const callbacks: Request[] = [];
    const provider = providerFor('pay_later');
    beforeAll(async () => {
      await link(members.one!);
      setPayLaterCallbackTransport(async (url, init) => {
        callbacks.push(new Request(url, init));
        return new Response('{}', { status: 200 });
      });
    });
    const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

    it('sends the browser to the signed checkout; a tampered amount is refused there', async () => {
      const link = await provider.start(paymentRequest());
      expect(link.kind).toBe('redirect');
      const url = new URL(link.kind === 'redirect' ? link.payment_url : '');
      expect(url.pathname).toBe('/sandbox/pay-later/checkout');
      expect(url.searchParams.get('sig')).toMatch(/^[0-9a-f]{64}$/);
      expect(await readPayLaterCheckout(queryOf(url.toString()))).toMatchObject({ ok: true, params: { amount: '2000000', phone: PHONE } });
      expect(await readPayLaterCheckout({ ...queryOf(url.toString()), amount: '1' })).toEqual({ ok: false, reason: 'signature' });
      await expect(provider.start(paymentRequest({ userId: 903 }))).rejects.toMatchObject({
        errorCode: 'BK1057',
        message: 'Error in payment process',
      });
    });

    it('approval spends the limit and posts a signed callback the provider verifies; tampered or stale ones are refused', async () => {
      const before = (await sandboxAccount(PHONE)).availLimitAmount;
      const request = paymentRequest();
      const started = await provider.start(request);
      const query = queryOf(started.kind === 'redirect' ? started.payment_url : '');
      const done = await completePayLaterCheckout({ ...query, decision: 'approve' });
      expect(done.ok).toBe(true);
      const back = new URL(done.ok ? done.location : '');
      expect(back.searchParams.get('transaction_id')).toBe(request.txnRef);
      expect(provider.verifyReturn(Object.fromEntries(back.searchParams))).toEqual({
        valid: true,
        txnRef: request.txnRef,
        outcome: 'succeeded',
      });
      expect(provider.verifyReturn({ ...Object.fromEntries(back.searchParams), pl_outcome: 'failed' }).valid).toBe(false);
      expect((await sandboxAccount(PHONE)).availLimitAmount).toBe(before - 2_000_000);

      const callback = callbacks.at(-1)!;
      expect(callback.url).toBe(`${internalOrigin()}/api/payment-service/pay-later/callback`);
      const body = await callback.clone().text();
      const verified = await provider.verifyNotification(callback);
      expect(verified.kind).toBe('event');
      if (verified.kind !== 'event') return;
      expect(verified.event).toMatchObject({
        txnRef: request.txnRef,
        amountVnd: 2_000_000,
        outcome: 'succeeded',
        providerTxnNo: `PL${request.txnRef}`,
      });
      expect((await verified.answer('applied')).status).toBe(200);

      const headers = Object.fromEntries(callback.headers);
      const tampered = await provider.verifyNotification(
        new Request(callback.url, { method: 'POST', headers, body: body.replace('2000000', '2000001') }),
      );
      expect(tampered.kind === 'refused' && tampered.response.status).toBe(401);
      const stale = await provider.verifyNotification(
        new Request(callback.url, {
          method: 'POST',
          headers: { ...headers, 'x-paylater-timestamp': String(Math.floor(Date.now() / 1000) - 3600) },
          body,
        }),
      );
      expect(stale.kind === 'refused' && stale.response.status).toBe(401);
      // the same body signed the way we sign our calls to the partner is not a callback: one key signs both ways
      const asOurCall = await provider.verifyNotification(
        new Request(callback.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...signedBodyHeaders(partnerApiKey(), body, 'request') },
          body,
        }),
      );
      expect(asOurCall.kind === 'refused' && asOurCall.response.status).toBe(401);
    });

    it('decline changes nothing at the partner; an approval above the available limit fails', async () => {
      const before = (await sandboxAccount(PHONE)).availLimitAmount;
      const declined = await provider.start(paymentRequest());
      await completePayLaterCheckout({ ...queryOf(declined.kind === 'redirect' ? declined.payment_url : ''), decision: 'decline' });
      expect(JSON.parse(await callbacks.at(-1)!.text())).toMatchObject({ outcome: 'cancelled', providerTxnNo: null });
      const big = await provider.start(paymentRequest({ amountVnd: before + 1 }));
      await completePayLaterCheckout({ ...queryOf(big.kind === 'redirect' ? big.payment_url : ''), decision: 'approve' });
      expect(JSON.parse(await callbacks.at(-1)!.text())).toMatchObject({ outcome: 'failed' });
      expect((await sandboxAccount(PHONE)).availLimitAmount).toBe(before);
    });
  });

  describe('sandbox partner hardening', () => {
    const big = 'x'.repeat(70 * 1024);
    const post = (path: string, body: string, type = 'application/json') =>
      fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': type }, body, redirect: 'manual' });

    it('refuses bodies over 64 KB with 413 before any signature check (partner API, checkout form, our callback)', async () => {
      expect((await post('/sandbox/pay-later/api/limit', big)).status).toBe(413);
      expect((await post('/sandbox/pay-later/checkout/complete', `a=${big}`, 'application/x-www-form-urlencoded')).status).toBe(413);
      const verified = await providerFor('pay_later').verifyNotification(
        new Request('http://x/callback', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big }),
      );
      expect(verified.kind === 'refused' && verified.response.status).toBe(413);
      // a small unsigned form still reaches the signature check
      expect(
        (await post('/sandbox/pay-later/checkout/complete', 'txn=T1&decision=approve', 'application/x-www-form-urlencoded')).status,
      ).toBe(400);
    });

    it('is off while a real PAY_LATER_API_KEY is configured (it never signs with it)', async () => {
      process.env.PAY_LATER_API_KEY = 'a-real-partner-key-0123456789';
      resetServerEnvCache();
      try {
        expect((await post('/sandbox/pay-later/api/limit', JSON.stringify({ token: 'whatever-token' }))).status).toBe(404);
        expect(
          (await post('/sandbox/pay-later/checkout/complete', 'txn=T1&decision=approve', 'application/x-www-form-urlencoded')).status,
        ).toBe(404);
      } finally {
        delete process.env.PAY_LATER_API_KEY;
        resetServerEnvCache();
      }
    });
  });
});
