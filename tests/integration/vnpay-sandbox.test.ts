import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as transactionApi from '@/app/sandbox/vnpay/api/transaction/route';
import * as complete from '@/app/sandbox/vnpay/pay/complete/route';
import PayPage from '@/app/sandbox/vnpay/pay/page';
import { providerFor, type PaymentRequest } from '@/features/payment/server';
import { queryRows } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { authTokenSecret } from '@/lib/security/access-token';
import { createHmac } from 'node:crypto';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { newCode } from './cancel-invoice-fixtures';
import { cookieJarOf, guestCookie } from './sandbox-owner-helpers';

// the sandbox pays only its visitor's own order: every payment here is of an order this guest made, and the
// pay page (which reads the request's cookies) and the form are this guest's browser (sandbox-owner.test.ts: a stranger's)
const OWNER = vi.hoisted(() => ({ cookie: '' }));
vi.mock('next/headers', () => ({ cookies: async () => cookieJarOf(OWNER.cookie), headers: async () => new Headers() }));
const guest = guestCookie();
OWNER.cookie = guest.cookie;

/** The IPN's address stands in for our own (the orders side builds the real one): it keeps what it was sent. */
async function startIpnStandIn() {
  const received: URL[] = [];
  const server: Server = createServer((req, res) => {
    received.push(new URL(req.url ?? '/', 'http://stand-in'));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ RspCode: '00', Message: 'Confirm Success' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

// what VNPAY_HASH_SECRET falls back to, computed here independently of the adapter
const secret = () => createHmac('sha256', authTokenSecret()).update('vnpay-hash-secret').digest('hex');
const hmac = (data: string) => createHmac('sha512', secret()).update(data).digest('hex');
/** VNPay's demo signing, written out again so the test does not trust the adapter's own. */
const signOf = (params: Record<string, string>) =>
  hmac(
    Object.keys(params)
      .filter((k) => k !== 'vnp_SecureHash')
      .sort()
      .map((k) => `${k}=${encodeURIComponent(params[k]!).replace(/%20/g, '+')}`)
      .join('&'),
  );

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let ipn: Awaited<ReturnType<typeof startIpnStandIn>>;
let counter = 0;

const newRequest = (over: Partial<PaymentRequest> = {}): PaymentRequest => {
  counter += 1;
  const now = new Date();
  return {
    txnRef: `TSANDBOX${Date.now()}${counter}`,
    orderNumber: 'HABCDEFGH2',
    amountVnd: 1_250_000,
    paymentMethod: 'payment_method_atm',
    lang: 'vi',
    description: 'Thanh toan don hang HABCDEFGH2',
    expiresAt: new Date(now.getTime() + 15 * 60_000),
    createdAt: now,
    clientIp: '127.0.0.1',
    returnUrl: 'http://localhost:3000/thanh-toan/ket-qua?transaction_id=T1',
    userId: null,
    ...over,
  };
};

/** The guest's order and its open attempt `request.txnRef`, as the orders side leaves them before the pay page. */
async function ownedAttempt(request: PaymentRequest): Promise<void> {
  const [order] = await queryRows<{ id: number }>(
    database.handle.db,
    sql`insert into orders (order_number, guest_key_hash, product_type, status, title, total_vnd) values (${newCode()}, ${guest.hash}, 'hotel', 'pending', 'Test stay', ${request.amountVnd}) returning id`,
  );
  await database.handle.db.execute(
    sql`insert into payment_attempts (txn_ref, order_id, provider, payment_method, amount_vnd, status) values (${request.txnRef}, ${order!.id}, 'vnpay', ${request.paymentMethod}, ${request.amountVnd}, 'created')`,
  );
}

async function paymentUrlParams(request: PaymentRequest): Promise<Record<string, string>> {
  await ownedAttempt(request);
  const link = await providerFor('vnpay').start(request);
  if (link.kind !== 'redirect') throw new Error('expected a redirect');
  return Object.fromEntries(new URL(link.payment_url).searchParams);
}

async function renderPay(params: Record<string, string>): Promise<string> {
  return renderToStaticMarkup(await PayPage({ searchParams: Promise.resolve(params) }));
}

const submit = (params: Record<string, string>, action: string) =>
  fetch(`${api.url}/sandbox/vnpay/pay/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: OWNER.cookie },
    body: new URLSearchParams({ ...params, action, card_number: '9704198526191432198', otp: '123456' }),
    redirect: 'manual',
  });

const ledger = () =>
  queryRows<{ txn_ref: string; transaction_no: string; amount: number; response_code: string; refunded_amount: number }>(
    database.handle.db,
    sql`select txn_ref, transaction_no, amount::int, response_code, refunded_amount::int from sandbox_vnpay_transactions order by txn_ref`,
  );

beforeAll(async () => {
  database = await createTestDatabase({ hotels: 2 });
  ipn = await startIpnStandIn();
  api = await startApiServer({ '/sandbox/vnpay/pay/complete': complete, '/sandbox/vnpay/api/transaction': transactionApi });
  process.env.SSO_INTERNAL_URL = ipn.origin;
  process.env.VNPAY_API_URL = `${api.url}/sandbox/vnpay/api/transaction`;
  delete process.env.VNPAY_URL;
  delete process.env.VNPAY_HASH_SECRET;
  resetServerEnvCache();
});
afterAll(async () => {
  delete process.env.SSO_INTERNAL_URL;
  delete process.env.VNPAY_API_URL;
  resetServerEnvCache();
  await api.close();
  await ipn.close();
  await database.drop();
});
beforeEach(() => {
  ipn.received.length = 0;
});

describe('sandbox pay page', () => {
  it('shows the payment of a well-signed URL, with its three outcomes', async () => {
    const html = await renderPay(await paymentUrlParams(newRequest()));
    expect(html).toContain('SANDBOX1');
    expect(html).toContain('1.250.000 ₫');
    expect(html).toContain('Thanh toan don hang HABCDEFGH2');
    for (const action of ['pay', 'cancel', 'fail']) expect(html).toContain(`value="${action}" name="action"`);
    expect(html).toContain('Mã OTP thử nghiệm: 123456');
  });

  it('rejects a bad signature like VNPay ("Sai chữ ký"), with nothing to submit', async () => {
    const params = await paymentUrlParams(newRequest());
    const html = await renderPay({ ...params, vnp_Amount: '100' });
    expect(html).toContain('Sai chữ ký');
    expect(html).not.toContain('<form');
  });

  it('says an expired payment has expired and offers no payment', async () => {
    const html = await renderPay(
      await paymentUrlParams(newRequest({ createdAt: new Date(Date.now() - 30 * 60_000), expiresAt: new Date(Date.now() - 60_000) })),
    );
    expect(html).toContain('Giao dịch đã quá thời gian chờ thanh toán');
    expect(html).not.toMatch(/value="pay" name="action"/);
    expect(html).toMatch(/value="cancel" name="action"/);
  });
});

describe('sandbox completion', () => {
  it('refuses forged parameters and writes nothing', async () => {
    const params = await paymentUrlParams(newRequest());
    const before = await ledger();
    const forged = await submit({ ...params, vnp_Amount: '1000' }, 'pay');
    expect(forged.status).toBe(400);
    expect(await forged.text()).toBe('Sai chữ ký');
    const unknown = await submit({ vnp_TxnRef: 'X1', vnp_Amount: '100', vnp_SecureHash: 'ab'.repeat(64) }, 'pay');
    expect(unknown.status).toBe(400);
    const badAction = await submit(params, 'steal');
    expect(badAction.status).toBe(400);
    expect(await ledger()).toEqual(before);
    expect(ipn.received).toHaveLength(0);
  });

  it('pays once: tells the IPN with a valid signature, returns the browser signed, and a second completion charges nothing more', async () => {
    const request = newRequest();
    const params = await paymentUrlParams(request);
    const paid = await submit(params, 'pay');
    expect(paid.status).toBe(303);
    const location = new URL(paid.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/thanh-toan/ket-qua');
    expect(location.searchParams.get('transaction_id')).toBe('T1');

    expect(ipn.received).toHaveLength(1);
    const sent = Object.fromEntries(ipn.received[0]!.searchParams);
    expect(ipn.received[0]!.pathname).toBe('/api/payment-service/vnpay/ipn');
    expect(sent.vnp_SecureHash).toBe(signOf(sent));
    expect(sent).toMatchObject({
      vnp_TxnRef: request.txnRef,
      vnp_Amount: '125000000',
      vnp_ResponseCode: '00',
      vnp_TransactionStatus: '00',
      vnp_BankCode: 'NCB',
      vnp_TmnCode: 'SANDBOX1',
    });
    const returned = Object.fromEntries([...location.searchParams].filter(([k]) => k.startsWith('vnp_')));
    expect(returned).toEqual(sent);
    expect(providerFor('vnpay').verifyReturn(returned)).toEqual({ valid: true, txnRef: request.txnRef, outcome: 'succeeded' });

    const again = await submit(params, 'cancel');
    expect(again.status).toBe(303);
    expect(new URL(again.headers.get('location')!).searchParams.get('vnp_ResponseCode')).toBe('00');
    const rows = (await ledger()).filter((row) => row.txn_ref === request.txnRef);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 125_000_000, response_code: '00', transaction_no: sent.vnp_TransactionNo });
  });

  it('reports a cancel as 24 and a failure as 51 to the IPN', async () => {
    for (const [action, code] of [
      ['cancel', '24'],
      ['fail', '51'],
    ] as const) {
      ipn.received.length = 0;
      const request = newRequest();
      expect((await submit(await paymentUrlParams(request), action)).status).toBe(303);
      const sent = Object.fromEntries(ipn.received[0]!.searchParams);
      expect(sent.vnp_SecureHash).toBe(signOf(sent));
      expect(sent).toMatchObject({ vnp_TxnRef: request.txnRef, vnp_ResponseCode: code, vnp_TransactionStatus: '02' });
      const verified = await providerFor('vnpay').verifyNotification(new Request(ipn.received[0]!.href));
      expect(verified.kind === 'event' && verified.event.outcome).toBe(action === 'cancel' ? 'cancelled' : 'failed');
    }
  });
});

describe('sandbox refund API', () => {
  const callApi = async (body: unknown) => {
    const response = await fetch(`${api.url}/sandbox/vnpay/api/transaction`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };

  it('refuses a bad hash (97) and malformed JSON (03), both answered signed', async () => {
    const bad = await callApi({
      vnp_RequestId: 'r1',
      vnp_Version: '2.1.0',
      vnp_Command: 'refund',
      vnp_TmnCode: 'SANDBOX1',
      vnp_TransactionType: '02',
      vnp_TxnRef: 'X',
      vnp_Amount: 100,
      vnp_OrderInfo: 'x',
      vnp_TransactionDate: '20250101000000',
      vnp_CreateBy: 'a',
      vnp_CreateDate: '20250101000000',
      vnp_IpAddr: '127.0.0.1',
      vnp_SecureHash: 'ab'.repeat(64),
    });
    expect(bad.status).toBe(200);
    expect(bad.body.vnp_ResponseCode).toBe('97');
    const order = [
      'vnp_ResponseId',
      'vnp_Command',
      'vnp_ResponseCode',
      'vnp_Message',
      'vnp_TmnCode',
      'vnp_TxnRef',
      'vnp_Amount',
      'vnp_BankCode',
      'vnp_PayDate',
      'vnp_TransactionNo',
      'vnp_TransactionType',
      'vnp_TransactionStatus',
      'vnp_OrderInfo',
    ];
    expect(bad.body.vnp_SecureHash).toBe(hmac(order.map((k) => bad.body[k] ?? '').join('|')));
    const notJson = await callApi('{not json');
    expect(notJson.status).toBe(200);
    expect(notJson.body.vnp_ResponseCode).toBe('03');
  });

  it('refunds at most what was charged, through the adapter', async () => {
    const request = newRequest();
    expect((await submit(await paymentUrlParams(request), 'pay')).status).toBe(303);
    const [row] = (await ledger()).filter((r) => r.txn_ref === request.txnRef);
    const refund = (amountVnd: number) =>
      providerFor('vnpay').refund({
        txnRef: request.txnRef,
        providerTxnNo: row!.transaction_no,
        amountVnd,
        paidAmountVnd: 1_250_000,
        payCreatedAt: new Date(),
        orderNumber: 'HABCDEFGH2',
        requestedBy: 'test',
        clientIp: '127.0.0.1',
      });
    expect(await refund(500_000)).toEqual({ ok: true, providerRef: row!.transaction_no });
    expect((await refund(800_000)).ok).toBe(false);
    expect(await refund(750_000)).toEqual({ ok: true, providerRef: row!.transaction_no });
    expect((await refund(1)).ok).toBe(false);
    const [after] = (await ledger()).filter((r) => r.txn_ref === request.txnRef);
    expect(after!.refunded_amount).toBe(125_000_000);
  });

  it('refunds nothing of an unknown or unpaid transaction', async () => {
    const unknown = await providerFor('vnpay').refund({
      txnRef: 'NOSUCHTXN1',
      providerTxnNo: '1',
      amountVnd: 1000,
      paidAmountVnd: 1000,
      payCreatedAt: new Date(),
      orderNumber: 'H',
      requestedBy: 't',
      clientIp: '127.0.0.1',
    });
    expect(unknown.ok).toBe(false);
    const request = newRequest();
    expect((await submit(await paymentUrlParams(request), 'cancel')).status).toBe(303);
    const cancelled = await providerFor('vnpay').refund({
      txnRef: request.txnRef,
      providerTxnNo: null,
      amountVnd: 1000,
      paidAmountVnd: 1_250_000,
      payCreatedAt: new Date(),
      orderNumber: 'H',
      requestedBy: 't',
      clientIp: '127.0.0.1',
    });
    expect(cancelled.ok).toBe(false);
  });
});

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('races (PostgreSQL)', () => {
  it('two completions at once record one charge; two refunds at once never pass the charged amount', async () => {
    const request = newRequest();
    const params = await paymentUrlParams(request);
    const answers = await Promise.all([submit(params, 'pay'), submit(params, 'pay'), submit(params, 'pay')]);
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303]);
    const rows = (await ledger()).filter((r) => r.txn_ref === request.txnRef);
    expect(rows).toHaveLength(1);
    const refund = () =>
      providerFor('vnpay').refund({
        txnRef: request.txnRef,
        providerTxnNo: rows[0]!.transaction_no,
        amountVnd: 1_000_000,
        paidAmountVnd: 1_250_000,
        payCreatedAt: new Date(),
        orderNumber: 'H',
        requestedBy: 't',
        clientIp: '127.0.0.1',
      });
    const results = await Promise.all([refund(), refund(), refund()]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const [after] = (await ledger()).filter((r) => r.txn_ref === request.txnRef);
    expect(after!.refunded_amount).toBe(100_000_000);
  });
});

describe('a real VNPAY_HASH_SECRET configured', () => {
  it('turns the sandbox off: its pay completion and refund API answer 404 and sign nothing', async () => {
    const params = await paymentUrlParams(newRequest());
    const before = (await ledger()).length;
    const calls = ipn.received.length;
    process.env.VNPAY_HASH_SECRET = 'a-real-vnpay-hash-secret-0123456789';
    resetServerEnvCache();
    try {
      expect((await submit(params, 'pay')).status).toBe(404);
      const refund = await fetch(`${api.url}/sandbox/vnpay/api/transaction`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(refund.status).toBe(404);
    } finally {
      delete process.env.VNPAY_HASH_SECRET;
      resetServerEnvCache();
    }
    expect((await ledger()).length).toBe(before);
    expect(ipn.received.length).toBe(calls);
  });
});
