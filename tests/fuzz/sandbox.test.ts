import { fc, it } from '@fast-check/vitest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import * as bankNotify from '@/app/api/payment-service/bank-transfer/notify/route';
import * as payLaterCallback from '@/app/api/payment-service/pay-later/callback/route';
import * as vnpayIpn from '@/app/api/payment-service/vnpay/ipn/route';
import * as bankSandbox from '@/app/sandbox/bank-transfer/notify/route';
import * as companyLookup from '@/app/sandbox/company-lookup/[taxCode]/route';
import * as payLaterApi from '@/app/sandbox/pay-later/api/[action]/route';
import * as payLaterComplete from '@/app/sandbox/pay-later/checkout/complete/route';
import * as vnpayTransaction from '@/app/sandbox/vnpay/api/transaction/route';
import * as vnpayComplete from '@/app/sandbox/vnpay/pay/complete/route';
import { providerFor } from '@/features/payment/server';
import { setPayLaterCallbackTransport } from '@/features/sandboxes/server';
import { partnerApiKey } from '@/features/payment/server/pay-later-partner/config';
import { checkoutText, hmacHex, signedBodyHeaders } from '@/features/payment/server/pay-later-partner/signing';
import { bankSignature, bankWebhookSecret } from '@/features/payment/server/providers/bank-transfer/signature';
import { vnpaySecret, vnpayTmnCode } from '@/features/payment/server/providers/vnpay/config';
import { signed } from '@/features/payment/server/providers/vnpay/sign';
import { queryRows } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer, type Routes } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { makeOrder, type MadeOrder } from '../integration/cancel-invoice-fixtures';
import { guestCookie } from '../integration/sandbox-owner-helpers';
import { nastyString } from './query-arbitraries';
import { sendFetch, sendRaw, type Answer } from './wire';

/**
 * The built-in sandboxes (/sandbox/*, partner stand-ins outside the OpenAPI document: forms in, plain text or 303
 * out) and the providers' notification endpoints fed SIGNED messages (the API fuzz sends them unsigned), over real
 * HTTP into the real route modules. Properties: never a 5xx; a stranger (no cookie, another guest's, a forged one)
 * never pays the victim's order through a sandbox, whatever the form; a signed notification with the wrong
 * amount never pays it; the owner still can (the targets are live).
 */
const RUNS = Number(process.env.FUZZ_RUNS || 25);
fc.configureGlobal({ seed: Number(process.env.FUZZ_SEED || 8_2026), numRuns: RUNS });

const TOTAL = 2_040_000;
const ROUTES: Routes = {
  '/sandbox/bank-transfer/notify': bankSandbox,
  '/sandbox/vnpay/pay/complete': vnpayComplete,
  '/sandbox/vnpay/api/transaction': vnpayTransaction,
  '/sandbox/pay-later/checkout/complete': payLaterComplete,
  '/sandbox/pay-later/api/[action]': {
    POST: (request, { params }) => payLaterApi.POST(request, { params: params.then((p) => ({ action: p.action ?? '' })) }),
  },
  '/sandbox/company-lookup/[taxCode]': {
    GET: (request, { params }) => companyLookup.GET(request, { params: params.then((p) => ({ taxCode: p.taxCode ?? '' })) }),
  },
  '/api/payment-service/bank-transfer/notify': bankNotify,
  '/api/payment-service/vnpay/ipn': vnpayIpn,
  '/api/payment-service/pay-later/callback': payLaterCallback,
};

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let victim: MadeOrder;
let vnpayParams: Record<string, string>;
let checkout: Record<string, string>;
const owner = guestCookie();
const stranger = guestCookie();
const callbacks: string[] = [];

const db = () => database.handle.db;
const one = async (query: ReturnType<typeof sql>) => (await queryRows<{ v: string | number }>(db(), query))[0]?.v;
const victimStatus = () => one(sql`select status v from orders where id = ${victim.id}`);
const victimUntouched = async () => {
  expect(await victimStatus()).toBe('pending');
  expect(await one(sql`select count(*)::int v from sandbox_vnpay_transactions where txn_ref = ${`${victim.code}-open`}`)).toBe(0);
  expect(callbacks).toHaveLength(0);
};
const noServerError = (answer: Answer) => expect(answer.status, `${answer.status} ${answer.text.slice(0, 300)}`).toBeLessThan(500);
const form = (fields: [string, string][]) => new URLSearchParams(fields).toString();
const formPost = (target: string, body: string, cookie?: string) => ({
  method: 'POST',
  target,
  body,
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
});

/** Who a stranger can be: nobody, another guest, a forged guest cookie, garbage. */
const strangerCookie = fc.oneof(
  fc.constant(undefined),
  fc.constant(stranger.cookie),
  fc.constant(`bookingGuest=${owner.cookie.split('=')[1]!.slice(0, 20)}.forged`),
  nastyString.map((s) => `bookingGuest=${encodeURIComponent(s)}`),
);
/** A form field's value: the victim's own data, numbers, nasty strings. */
const value = () =>
  fc.oneof(
    fc.constant(0).map(() => victim.code),
    fc.constant(String(TOTAL)),
    fc.nat().map(String),
    fc.string({ maxLength: 40 }),
    nastyString.map((s) => s.toWellFormed().slice(0, 300)),
  );
/** The victim's genuine fields, some changed, dropped or added to. */
const tampered = (base: () => Record<string, string>) =>
  fc
    .tuple(
      fc.array(fc.tuple(fc.nat(), fc.oneof(value(), fc.constant(null))), { maxLength: 3 }),
      fc.array(fc.tuple(fc.string({ maxLength: 12 }), value()), { maxLength: 2 }),
    )
    .map(([changes, extra]) => {
      const fields = Object.entries(base());
      for (const [at, next] of changes) {
        const index = at % fields.length;
        if (next === null) fields.splice(index, 1);
        else fields[index] = [fields[index]![0], next];
      }
      return [...fields, ...extra] as [string, string][];
    });

beforeAll(async () => {
  database = await createTestDatabase({ hotels: 2 });
  api = await startApiServer(ROUTES);
  process.env.SSO_INTERNAL_URL = api.url;
  for (const key of ['BANK_WEBHOOK_SECRET', 'VNPAY_URL', 'VNPAY_HASH_SECRET', 'PAY_LATER_URL', 'PAY_LATER_API_KEY', 'COMPANY_LOOKUP_URL'])
    delete process.env[key];
  resetServerEnvCache();
  setPayLaterCallbackTransport(async (_url, init) => {
    callbacks.push(String(init.body));
    return new Response('{}', { status: 200 });
  });
  const roomTypeId = Number(await one(sql`select id v from room_types order by id limit 1`));
  victim = await makeOrder(db(), { status: 'pending', roomTypeId, totalVnd: TOTAL, paymentMethod: 'payment_method_vnpay' });
  await db().execute(sql`update orders set guest_key_hash = ${owner.hash} where id = ${victim.id}`);
  await db().execute(
    sql`insert into payment_attempts (txn_ref, order_id, provider, payment_method, amount_vnd, status) values (${`${victim.code}-bank`}, ${victim.id}, 'bank_transfer', 'payment_method_bank_transfer', ${TOTAL}, 'created')`,
  );
  const link = await providerFor('vnpay').start({
    txnRef: `${victim.code}-open`,
    orderNumber: victim.code,
    amountVnd: TOTAL,
    paymentMethod: 'payment_method_vnpay',
    lang: 'vi',
    description: `Thanh toan don hang ${victim.code}`,
    expiresAt: new Date(Date.now() + 3_600_000),
    createdAt: new Date(),
    clientIp: '127.0.0.1',
    returnUrl: 'http://localhost:3000/thanh-toan/ket-qua',
    userId: null,
  });
  vnpayParams = link.kind === 'redirect' ? Object.fromEntries(new URL(link.payment_url).searchParams) : {};
  const params = {
    txn: `${victim.code}-open`,
    order: victim.code,
    amount: String(TOTAL),
    phone: '+84901234567',
    expires: String(Math.floor(Date.now() / 1000) + 3600),
    return: 'http://localhost:3000/thanh-toan/ket-qua',
  };
  checkout = { ...params, sig: hmacHex(partnerApiKey(), checkoutText(params)) };
});

afterAll(async () => {
  delete process.env.SSO_INTERNAL_URL;
  resetServerEnvCache();
  setPayLaterCallbackTransport(null);
  await api?.close();
  await database?.drop();
});

describe(`fuzz sandboxes: a stranger never pays the victim's order [${process.env.TEST_DB_KIND}]`, () => {
  const notifications = () => one(sql`select count(*)::int v from bank_notifications`);

  it.prop([fc.array(fc.tuple(fc.constantFrom('content', 'amount', 'lang', 'token'), value()), { maxLength: 5 }), strangerCookie])(
    'POST /sandbox/bank-transfer/notify',
    async (fields, cookie) => {
      const before = await notifications();
      const answer = await sendRaw(api.url, formPost('/sandbox/bank-transfer/notify', form(fields), cookie), 'sandbox bank');
      noServerError(answer);
      expect([303, 400, 413]).toContain(answer.status);
      expect(await notifications()).toBe(before);
      await victimUntouched();
    },
  );

  it.prop([
    fc.constant(null).chain(() => tampered(() => vnpayParams)),
    fc.oneof(fc.constantFrom('pay', 'cancel', 'fail'), fc.string({ maxLength: 8 })),
    strangerCookie,
  ])('POST /sandbox/vnpay/pay/complete', async (fields, action, cookie) => {
    const answer = await sendRaw(
      api.url,
      formPost('/sandbox/vnpay/pay/complete', form([...fields, ['action', action]]), cookie),
      'sandbox vnpay',
    );
    noServerError(answer);
    expect(answer.status).toBe(400);
    await victimUntouched();
  });

  it.prop([
    fc.constant(null).chain(() => tampered(() => checkout)),
    fc.oneof(fc.constantFrom('approve', 'decline'), fc.string({ maxLength: 8 })),
    strangerCookie,
  ])('POST /sandbox/pay-later/checkout/complete', async (fields, decision, cookie) => {
    const answer = await sendRaw(
      api.url,
      formPost('/sandbox/pay-later/checkout/complete', form([...fields, ['decision', decision]]), cookie),
      'sandbox pay-later',
    );
    noServerError(answer);
    expect(answer.status).toBe(400);
    await victimUntouched();
  });

  const garbageTargets = [
    '/sandbox/bank-transfer/notify',
    '/sandbox/vnpay/pay/complete',
    '/sandbox/vnpay/api/transaction',
    '/sandbox/pay-later/checkout/complete',
    '/sandbox/pay-later/api/token',
    '/sandbox/pay-later/api/limit',
    '/sandbox/pay-later/api/refund',
  ];
  it.prop([
    fc.constantFrom(...garbageTargets),
    fc.oneof(
      fc.string({ maxLength: 300 }),
      nastyString.map((s) => s.toWellFormed()),
      fc.nat({ max: 70_000 }).map((n) => 'a'.repeat(n)),
    ),
    fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain'),
    strangerCookie,
  ])(
    'garbage bodies on every sandbox POST: a 4xx (the bank form: back to its page saying so), never a 5xx',
    async (target, body, type, cookie) => {
      const answer = await sendRaw(
        api.url,
        { method: 'POST', target, body, headers: { 'content-type': type, ...(cookie ? { cookie } : {}) } },
        'sandbox garbage',
      );
      noServerError(answer);
      // the bank form goes back to its page saying so; VNPay's API answers its own error code at HTTP 200, as VNPay does
      if (target === '/sandbox/bank-transfer/notify' && answer.status === 303) expect(answer.text).toBe('');
      else if (target === '/sandbox/vnpay/api/transaction' && answer.status === 200)
        expect(JSON.parse(answer.text)).toHaveProperty('vnp_ResponseCode');
      else expect(answer.status).toBeGreaterThanOrEqual(400);
      await victimUntouched();
    },
  );

  it.prop([
    fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.stringMatching(/^\d{10}(-\d{3})?$/),
      nastyString.map((s) => s.toWellFormed().slice(0, 100)),
    ),
  ])('GET /sandbox/company-lookup/{taxCode}: 200 or 404, never a 5xx', async (code) => {
    const answer = await sendFetch(
      api.url,
      { method: 'GET', target: `/sandbox/company-lookup/${encodeURIComponent(code)}` },
      'sandbox company',
    );
    noServerError(answer);
    expect([200, 400, 404]).toContain(answer.status);
  });
});

describe(`fuzz notification endpoints with signed messages [${process.env.TEST_DB_KIND}]`, () => {
  const wrongAmount = fc
    .oneof(fc.integer({ min: 1, max: 10_000_000_000 }), fc.constantFrom(TOTAL - 1, TOTAL + 1, TOTAL * 100))
    .filter((n) => n !== TOTAL);
  const jsonish = fc.oneof(
    fc.json({ maxDepth: 2 }),
    nastyString.map((s) => s.toWellFormed()),
  );

  it.prop([
    fc.oneof(
      fc
        .record({
          event_id: fc.string({ minLength: 1, maxLength: 40 }),
          account_number: fc.constantFrom('0071000123456', '1903', ''),
          amount: wrongAmount,
          content: fc.oneof(value(), fc.constant(`thanh toan ${'victim'}`)).map((c) => c.replace('victim', 'X')),
          bank_reference: fc.string({ maxLength: 20 }),
          transaction_time: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        })
        .map((b) => JSON.stringify({ ...b, content: `${b.content} ${'CODE'}` })),
      jsonish,
    ),
  ])('POST /api/payment-service/bank-transfer/notify, signed: 200 or 400 with the envelope; a wrong amount pays nothing', async (raw) => {
    const body = raw.replace('CODE', victim.code);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers = {
      'content-type': 'application/json',
      'x-bank-timestamp': timestamp,
      'x-bank-signature': bankSignature(bankWebhookSecret(), timestamp, body),
    };
    const answer = await sendFetch(
      api.url,
      { method: 'POST', target: '/api/payment-service/bank-transfer/notify', body, headers },
      'signed bank',
    );
    noServerError(answer);
    expect([200, 400]).toContain(answer.status);
    expect(JSON.parse(answer.text)).toHaveProperty('status');
    expect(await victimStatus()).toBe('pending');
  });

  it.prop([
    fc.dictionary(
      fc.constantFrom(
        'vnp_Amount',
        'vnp_ResponseCode',
        'vnp_TransactionStatus',
        'vnp_TransactionNo',
        'vnp_TxnRef',
        'vnp_BankCode',
        'vnp_PayDate',
        'vnp_Command',
        'vnp_OrderInfo',
      ),
      value(),
      { maxKeys: 9 },
    ),
    wrongAmount,
  ])('GET /api/payment-service/vnpay/ipn, signed: a RspCode answer; a wrong amount pays nothing', async (fields, amount) => {
    const params = signed(
      {
        vnp_TmnCode: vnpayTmnCode(),
        vnp_TxnRef: `${victim.code}-open`,
        vnp_ResponseCode: '00',
        vnp_TransactionStatus: '00',
        vnp_TransactionNo: '14123456',
        ...fields,
        vnp_Amount: String(amount * 100),
      },
      vnpaySecret(),
    );
    const answer = await sendFetch(
      api.url,
      { method: 'GET', target: `/api/payment-service/vnpay/ipn?${new URLSearchParams(params)}` },
      'signed ipn',
    );
    noServerError(answer);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toHaveProperty('RspCode');
    expect(await victimStatus()).toBe('pending');
  });

  it.prop([
    fc.oneof(
      fc
        .record({
          txnRef: fc.oneof(fc.constant('VICTIM'), fc.string({ maxLength: 30 })),
          amountVnd: wrongAmount,
          outcome: fc.constantFrom('succeeded', 'failed', 'cancelled', 'x'),
          providerTxnNo: fc.option(fc.string({ maxLength: 20 })),
        })
        .map((b) => JSON.stringify(b)),
      jsonish,
    ),
  ])('POST /api/payment-service/pay-later/callback, signed: never a 5xx; a wrong amount pays nothing', async (raw) => {
    const body = raw.replace('VICTIM', `${victim.code}-open`);
    const answer = await sendFetch(
      api.url,
      {
        method: 'POST',
        target: '/api/payment-service/pay-later/callback',
        body,
        headers: { 'content-type': 'application/json', ...signedBodyHeaders(partnerApiKey(), body, 'callback') },
      },
      'signed pay-later',
    );
    noServerError(answer);
    expect(await victimStatus()).toBe('pending');
  });
});

describe(`the owner still pays through the bank sandbox (the targets are live) [${process.env.TEST_DB_KIND}]`, () => {
  it('owner cookie + code + amount: paid', async () => {
    const answer = await sendRaw(
      api.url,
      formPost(
        '/sandbox/bank-transfer/notify',
        form([
          ['content', `thanh toan ${victim.code}`],
          ['amount', String(TOTAL)],
        ]),
        owner.cookie,
      ),
      'owner',
    );
    expect(answer.status).toBe(303);
    expect(await victimStatus()).toMatch(/^(paid|confirmed)$/);
  });
});
