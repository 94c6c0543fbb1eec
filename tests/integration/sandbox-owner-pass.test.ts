import { sql } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as paymentLink from '@/app/api/order-hotel/order/create-payment-link/[id]/route';
import * as bankNotify from '@/app/api/payment-service/bank-transfer/notify/route';
import * as vnpayIpn from '@/app/api/payment-service/vnpay/ipn/route';
import BankSandboxPage from '@/app/sandbox/bank-transfer/page';
import * as bankSandbox from '@/app/sandbox/bank-transfer/notify/route';
import * as vnpayComplete from '@/app/sandbox/vnpay/pay/complete/route';
import VnpayPayPage from '@/app/sandbox/vnpay/pay/page';
import { signOrderToken } from '@/features/orders/server';
import { signSandboxPass } from '@/features/orders/server/access/sandbox-pass';
import { queryRows } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { makeOrder } from './cancel-invoice-fixtures';
import { cookieJarOf, guestCookie } from './sandbox-owner-helpers';

// Issue 32.1 + 32.3: the holder of an order's signed link (a lookup or the email's, on a device without the
// order's cookie) pays through the VNPay sandbox with the pass the payment link carries for that one attempt,
// and through the bank sandbox with the order link's token the order page hands it.
const browser = vi.hoisted(() => ({ cookie: '' }));
vi.mock('next/headers', () => ({
  cookies: async () => cookieJarOf(browser.cookie),
  headers: async () => new Headers(),
}));

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let roomTypeId: number;
const db = () => database.handle.db;
const alice = guestCookie();
const PAID = /^(paid|confirmed)$/;
const INVALID = 'Dữ liệu gửi sang không đúng định dạng';

/** A guest's pending card order, payable for another hour; and its emailed manage link's token. */
async function pendingOrder() {
  const order = await makeOrder(db(), { status: 'pending', roomTypeId, paymentMethod: 'payment_method_credit_card' });
  await db().execute(
    sql`update orders set guest_key_hash = ${alice.hash}, payment_deadline = ${new Date(Date.now() + 3_600_000)} where id = ${order.id}`,
  );
  return { ...order, token: await signOrderToken(order.code, 'manage') };
}
const statusOf = async (id: number) =>
  (await queryRows<{ status: string }>(db(), sql`select status from orders where id = ${id}`))[0]!.status;

/** GET create-payment-link as the order page does: the signed link's token, and this browser's cookie if any. */
async function payUrl(
  code: string,
  { token, cookie }: { token?: string; cookie?: string },
): Promise<{ txnRef: string; query: Record<string, string> }> {
  const response = await fetch(
    `${api.url}/api/order-hotel/order/create-payment-link/${code}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
    { headers: cookie ? { cookie } : {} },
  );
  const body = (await response.json()) as { data: { kind: string; transaction_id: string; payment_url: string } };
  expect(response.status, JSON.stringify(body)).toBe(200);
  expect(body.data.kind).toBe('redirect');
  return { txnRef: body.data.transaction_id, query: Object.fromEntries(new URL(body.data.payment_url).searchParams) };
}
const withoutPass = ({ sandbox_pass: _pass, ...vnp }: Record<string, string>) => vnp;
const page = async (query: Record<string, string>) => renderToStaticMarkup(await VnpayPayPage({ searchParams: Promise.resolve(query) }));
const submit = (fields: Record<string, string>) =>
  fetch(`${api.url}/sandbox/vnpay/pay/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, action: 'pay' }),
    redirect: 'manual',
  });
async function expectRefused(fields: Record<string, string>) {
  expect(await page(fields)).not.toContain('value="pay"');
  const refused = await submit(fields);
  expect(refused.status).toBe(400);
  expect(await refused.text()).toBe(INVALID);
}
async function expectPays(fields: Record<string, string>, orderId: number) {
  const response = await submit(fields);
  expect(response.status, await response.clone().text()).toBe(303);
  expect(await statusOf(orderId)).toMatch(PAID);
}

beforeAll(async () => {
  database = await createTestDatabase({ hotels: 2 });
  roomTypeId = (await queryRows<{ id: number }>(db(), sql`select id from room_types order by id limit 1`))[0]!.id;
  api = await startApiServer({
    '/api/order-hotel/order/create-payment-link/[id]': paymentLink,
    '/sandbox/vnpay/pay/complete': vnpayComplete,
    '/api/payment-service/vnpay/ipn': vnpayIpn,
    '/sandbox/bank-transfer/notify': bankSandbox,
    '/api/payment-service/bank-transfer/notify': bankNotify,
  });
  // the sandbox calls this site's IPN: here, the test server
  process.env.SSO_INTERNAL_URL = api.url;
  for (const key of ['VNPAY_URL', 'VNPAY_HASH_SECRET', 'VNPAY_API_URL', 'BANK_WEBHOOK_SECRET']) delete process.env[key];
  resetServerEnvCache();
});
afterAll(async () => {
  delete process.env.SSO_INTERNAL_URL;
  resetServerEnvCache();
  await api.close();
  await database.drop();
});
beforeEach(() => {
  browser.cookie = '';
});

describe('the holder of an order’s signed link pays through the VNPay sandbox', () => {
  it('without any cookie: the payment link carries a pass, the sandbox page shows the payment and the pay completes', async () => {
    const order = await pendingOrder();
    const { query } = await payUrl(order.code, { token: order.token });
    expect(query.sandbox_pass).toBeTruthy();
    const shown = await page(query);
    expect(shown).toContain('value="pay"');
    expect(shown).toContain(`name="sandbox_pass" value="${query.sandbox_pass}"`);
    // the pass goes with the form: without it the completion refuses, as for a stranger
    const refused = await submit(withoutPass(query));
    expect(refused.status).toBe(400);
    await expectPays(query, order.id);
  });

  it('the owner’s browser gets no pass (its cookie is enough)', async () => {
    const order = await pendingOrder();
    const { query } = await payUrl(order.code, { cookie: alice.cookie });
    expect(query.sandbox_pass).toBeUndefined();
  });

  it('a pass for attempt A does not pay attempt B; B’s own pass does', async () => {
    const a = await pendingOrder();
    const b = await pendingOrder();
    const passA = (await payUrl(a.code, { token: a.token })).query.sandbox_pass!;
    const linkB = (await payUrl(b.code, { token: b.token })).query;
    await expectRefused({ ...withoutPass(linkB), sandbox_pass: passA });
    expect(await statusOf(b.id)).toBe('pending');
    await expectPays(linkB, b.id);
  });

  it('an order link is not a pass, and a pass is not an order link', async () => {
    const order = await pendingOrder();
    const link = await payUrl(order.code, { token: order.token });
    await expectRefused({ ...withoutPass(link.query), sandbox_pass: order.token });
    await expectRefused({ ...withoutPass(link.query), sandbox_pass: await signOrderToken(link.txnRef, 'manage') });
    const asToken = await fetch(
      `${api.url}/api/order-hotel/order/create-payment-link/${order.code}?token=${encodeURIComponent(link.query.sandbox_pass!)}`,
    );
    expect(asToken.status).toBe(404);
    expect(await statusOf(order.id)).toBe('pending');
    await expectPays(link.query, order.id);
  });

  it('an expired pass is refused; an unexpired one for the same attempt pays', async () => {
    const order = await pendingOrder();
    const { txnRef, query } = await payUrl(order.code, { token: order.token });
    const expired = await signSandboxPass(txnRef, new Date(Date.now() - 1000), new Date(Date.now() - 60_000));
    await expectRefused({ ...withoutPass(query), sandbox_pass: expired });
    expect(await statusOf(order.id)).toBe('pending');
    await expectPays({ ...withoutPass(query), sandbox_pass: await signSandboxPass(txnRef, new Date(Date.now() + 60_000)) }, order.id);
  });
});

describe('the holder of an order’s signed link pays through the bank sandbox', () => {
  const send = (content: string, token?: string) =>
    fetch(`${api.url}/sandbox/bank-transfer/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ content: `thanh toan ${content}`, amount: '2040000', lang: 'vi', ...(token ? { token } : {}) }),
      redirect: 'manual',
    });
  const answer = (response: Response) => Object.fromEntries(new URL(response.headers.get('location')!, 'http://x').searchParams);
  async function bankOrder() {
    const order = await pendingOrder();
    await db().execute(
      sql`insert into payment_attempts (txn_ref, order_id, provider, payment_method, amount_vnd, status) values (${`${order.code}-bank`}, ${order.id}, 'bank_transfer', 'payment_method_bank_transfer', 2040000, 'created')`,
    );
    return order;
  }

  it('the order page’s token goes through the bank page’s form; another order’s token pays nothing', async () => {
    const order = await bankOrder();
    const other = await bankOrder();
    const bankPage = renderToStaticMarkup(
      await BankSandboxPage({ searchParams: Promise.resolve({ content: order.code, amount: '2040000', token: order.token }) }),
    );
    expect(bankPage).toContain(`name="token" value="${order.token}"`);

    expect(answer(await send(order.code, other.token))).toMatchObject({ status: '200', outcome: 'no_match' });
    expect(answer(await send(order.code))).toMatchObject({ status: '200', outcome: 'no_match' });
    expect(await statusOf(order.id)).toBe('pending');

    const paid = answer(await send(order.code, order.token));
    expect(paid).toMatchObject({ status: '200', outcome: 'paid', token: order.token });
    expect(await statusOf(order.id)).toMatch(PAID);
    expect(await statusOf(other.id)).toBe('pending');
  });
});
