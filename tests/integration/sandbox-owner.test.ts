import { sql } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as bankNotify from '@/app/api/payment-service/bank-transfer/notify/route';
import * as vnpayIpn from '@/app/api/payment-service/vnpay/ipn/route';
import * as bankSandbox from '@/app/sandbox/bank-transfer/notify/route';
import SandboxMailPage from '@/app/sandbox/mail/page';
import * as payLaterComplete from '@/app/sandbox/pay-later/checkout/complete/route';
import PayLaterCheckout from '@/app/sandbox/pay-later/checkout/page';
import * as vnpayComplete from '@/app/sandbox/vnpay/pay/complete/route';
import VnpayPayPage from '@/app/sandbox/vnpay/pay/page';
import { MailOutboxPage } from '@/features/mail/pages';
import { enqueueMail } from '@/features/mail/server';
import { signOrderToken } from '@/features/orders/server';
import { providerFor } from '@/features/payment/server';
import { setPayLaterCallbackTransport } from '@/features/sandboxes/server';
import { partnerApiKey } from '@/features/payment/server/pay-later-partner/config';
import { checkoutText, hmacHex } from '@/features/payment/server/pay-later-partner/signing';
import { queryRows } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer } from '../helpers/api-server';
import { installSsoStandIn } from '../helpers/sso-stand-in';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { makeOrder, type MadeOrder } from './cancel-invoice-fixtures';
import { cookieJarOf, guestCookie } from './sandbox-owner-helpers';

// Issue 32.1: the sandboxes act only for the visitor's own orders. A page reads the request's cookies: here the
// test sets the "browser's" cookie header that next/headers answers with.
const browser = vi.hoisted(() => ({ cookie: '' }));
vi.mock('next/headers', () => ({
  cookies: async () => cookieJarOf(browser.cookie),
  headers: async () => new Headers(),
}));

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let roomTypeId: number;
const db = () => database.handle.db;

/** A pending order of this guest (or member), with an open VNPay attempt `<code>-open` (the fixture's). */
async function pendingOrder(owner: { guestHash?: string; userId?: number }): Promise<MadeOrder> {
  const order = await makeOrder(db(), {
    status: 'pending',
    roomTypeId,
    userId: owner.userId ?? null,
    paymentMethod: 'payment_method_vnpay',
  });
  if (owner.guestHash) await db().execute(sql`update orders set guest_key_hash = ${owner.guestHash} where id = ${order.id}`);
  return order;
}

const statusOf = async (id: number) =>
  (await queryRows<{ status: string }>(db(), sql`select status from orders where id = ${id}`))[0]!.status;
/** paid, and then confirmed at once (a hotel order the hotel need not approve) */
const PAID = /^(paid|confirmed)$/;
const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db(), query))[0]!.n;

const alice = guestCookie();
const mallory = guestCookie();

beforeAll(async () => {
  database = await createTestDatabase({ hotels: 2 });
  roomTypeId = (await queryRows<{ id: number }>(db(), sql`select id from room_types order by id limit 1`))[0]!.id;
  api = await startApiServer({
    '/sandbox/bank-transfer/notify': bankSandbox,
    '/sandbox/vnpay/pay/complete': vnpayComplete,
    '/sandbox/pay-later/checkout/complete': payLaterComplete,
    '/api/payment-service/bank-transfer/notify': bankNotify,
    '/api/payment-service/vnpay/ipn': vnpayIpn,
  });
  // the sandboxes call this site's notification endpoints: here, the test server
  process.env.SSO_INTERNAL_URL = api.url;
  for (const key of ['BANK_WEBHOOK_SECRET', 'VNPAY_URL', 'VNPAY_HASH_SECRET', 'PAY_LATER_URL', 'PAY_LATER_API_KEY', 'SMTP_URL'])
    delete process.env[key];
  resetServerEnvCache();
});
afterAll(async () => {
  delete process.env.SSO_INTERNAL_URL;
  resetServerEnvCache();
  setPayLaterCallbackTransport(null);
  await api.close();
  await database.drop();
});
beforeEach(() => {
  browser.cookie = '';
});

describe('/sandbox/mail shows only the visitor’s own mails', () => {
  let mine: MadeOrder;
  let theirs: MadeOrder;
  // the route's element names the async outbox section with the props it decided (the reader's scope)
  const render = async (query: Record<string, string> = {}) =>
    renderToStaticMarkup(await MailOutboxPage((await SandboxMailPage({ searchParams: Promise.resolve(query) })).props));

  beforeAll(async () => {
    mine = await pendingOrder({ guestHash: alice.hash });
    theirs = await pendingOrder({ guestHash: mallory.hash });
    const mail = (ref: string | null, to: string, subject: string) =>
      enqueueMail(db(), { to, subject, text: `${subject}: PIN 123456`, html: '<p></p>', kind: 'order_received', ref });
    await mail(`order:${mine.code}`, 'alice@example.com', `Alice order ${mine.code}`);
    await mail(`order:${theirs.code}`, 'bob@example.com', `Bob order ${theirs.code}`);
    await mail('newsletter:user77@example.com', 'user77@example.com', 'Member newsletter confirmation');
    await mail('contact:1', 'hotro@vivu.example', 'Contact form message');
  });

  it('a cookieless stranger reads nothing, even naming an order in ?ref=', async () => {
    for (const query of [{}, { ref: `order:${theirs.code}` }] as Record<string, string>[]) {
      const page = await render(query);
      expect(page).not.toContain('PIN 123456');
      expect(page).toContain('Chưa có email nào.');
    }
  });

  it('a guest reads their own order’s mails, not another guest’s, nor the support inbox', async () => {
    browser.cookie = alice.cookie;
    const page = await render();
    expect(page).toContain(`Alice order ${mine.code}`);
    expect(page).not.toContain(`Bob order ${theirs.code}`);
    expect(page).not.toContain('Contact form message');
    expect(page).not.toContain('Member newsletter');
    expect(await render({ ref: `order:${theirs.code}` })).not.toContain('PIN 123456');
  });

  it('the order’s signed link opens that order’s mails without a cookie; a member reads the mails to their address', async () => {
    expect(await render({ token: await signOrderToken(theirs.code, 'manage') })).toContain(`Bob order ${theirs.code}`);
    expect(await render({ token: 'forged.token.value' })).not.toContain('PIN 123456');
    const sso = installSsoStandIn();
    try {
      browser.cookie = (await sso.signIn({ userId: 77, email: 'user77@example.com' })).cookie;
      const page = await render();
      expect(page).toContain('Member newsletter confirmation');
      expect(page).not.toContain('Alice order');
    } finally {
      sso.uninstall();
    }
  });
});

describe('the bank sandbox pays only the visitor’s own order', () => {
  const send = (content: string, amount: number, cookie?: string) =>
    fetch(`${api.url}/sandbox/bank-transfer/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams({ content: `thanh toan ${content}`, amount: String(amount), lang: 'vi' }),
      redirect: 'manual',
    });
  const answer = (response: Response) => {
    const query = Object.fromEntries(new URL(response.headers.get('location')!, 'http://x').searchParams);
    return { status: query.status, outcome: query.outcome, message: query.message };
  };
  const notifications = () => count(sql`select count(*)::int n from bank_notifications`);

  it('a stranger who knows the code and amount gets the unknown-code answer and the order stays unpaid; the owner pays it', async () => {
    const order = await pendingOrder({ guestHash: alice.hash });
    await db().execute(
      sql`insert into payment_attempts (txn_ref, order_id, provider, payment_method, amount_vnd, status) values (${`${order.code}-bank`}, ${order.id}, 'bank_transfer', 'payment_method_bank_transfer', 2040000, 'created')`,
    );
    const before = await notifications();
    const unknown = answer(await send('HZZZZZZZZ9', 2_040_000));
    expect(unknown).toEqual({ status: '200', outcome: 'no_match', message: '' });

    for (const cookie of [undefined, mallory.cookie]) {
      const response = await send(order.code, 2_040_000, cookie);
      expect(response.status).toBe(303);
      expect(answer(response)).toEqual(unknown);
    }
    // naming the stranger's own order beside it does not help either
    const own = await pendingOrder({ guestHash: mallory.hash });
    expect(answer(await send(`${own.code} ${order.code}`, 2_040_000, mallory.cookie))).toEqual(unknown);
    expect(await notifications()).toBe(before);
    expect(await statusOf(order.id)).toBe('pending');

    expect(answer(await send(order.code, 2_040_000, alice.cookie))).toMatchObject({ status: '200', outcome: 'paid' });
    expect(await statusOf(order.id)).toMatch(PAID);
  });
});

describe('the VNPay sandbox pays only the visitor’s own order', () => {
  async function payUrlParams(order: MadeOrder): Promise<Record<string, string>> {
    const link = await providerFor('vnpay').start({
      txnRef: `${order.code}-open`,
      orderNumber: order.code,
      amountVnd: 2_040_000,
      paymentMethod: 'payment_method_vnpay',
      lang: 'vi',
      description: `Thanh toan don hang ${order.code}`,
      expiresAt: new Date(Date.now() + 15 * 60_000),
      createdAt: new Date(),
      clientIp: '127.0.0.1',
      returnUrl: `http://localhost:3000/thanh-toan/ket-qua?transaction_id=${order.code}-open`,
      userId: null,
    });
    if (link.kind !== 'redirect') throw new Error('expected a redirect');
    return Object.fromEntries(new URL(link.payment_url).searchParams);
  }
  const submit = (params: Record<string, string>, cookie?: string) =>
    fetch(`${api.url}/sandbox/vnpay/pay/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams({ ...params, action: 'pay' }),
      redirect: 'manual',
    });
  const ledgerRows = (txnRef: string) => count(sql`select count(*)::int n from sandbox_vnpay_transactions where txn_ref = ${txnRef}`);

  it('a stranger holding the payment URL sees an invalid payment and cannot pay it; the owner can', async () => {
    const order = await pendingOrder({ guestHash: alice.hash });
    const params = await payUrlParams(order);

    for (const cookie of ['', mallory.cookie]) {
      browser.cookie = cookie;
      const page = renderToStaticMarkup(await VnpayPayPage({ searchParams: Promise.resolve(params) }));
      expect(page).not.toContain('2.040.000');
      expect(page).not.toContain('value="pay"');
      const refused = await submit(params, cookie || undefined);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toBe('Dữ liệu gửi sang không đúng định dạng');
    }
    expect(await ledgerRows(`${order.code}-open`)).toBe(0);
    expect(await statusOf(order.id)).toBe('pending');

    browser.cookie = alice.cookie;
    expect(renderToStaticMarkup(await VnpayPayPage({ searchParams: Promise.resolve(params) }))).toContain('2.040.000');
    const paid = await submit(params, alice.cookie);
    expect(paid.status).toBe(303);
    expect(await ledgerRows(`${order.code}-open`)).toBe(1);
    expect(await statusOf(order.id)).toMatch(PAID);
  });
});

describe('the pay-later sandbox checkout acts only for the visitor’s own order', () => {
  const callbacks: string[] = [];
  beforeAll(() => {
    setPayLaterCallbackTransport(async (_url, init) => {
      callbacks.push(String(init.body));
      return new Response('{}', { status: 200 });
    });
  });
  function checkoutQuery(order: MadeOrder): Record<string, string> {
    const params = {
      txn: `${order.code}-open`,
      order: order.code,
      amount: '2040000',
      phone: '+84901234567',
      expires: String(Math.floor(Date.now() / 1000) + 600),
      return: 'http://localhost:3000/thanh-toan/ket-qua',
    };
    return { ...params, sig: hmacHex(partnerApiKey(), checkoutText(params)) };
  }
  const decide = (query: Record<string, string>, cookie?: string) =>
    fetch(`${api.url}/sandbox/pay-later/checkout/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams({ ...query, decision: 'approve' }),
      redirect: 'manual',
    });

  it('a stranger with the signed checkout link sees an invalid link and cannot approve it; the owner can', async () => {
    const order = await pendingOrder({ guestHash: alice.hash });
    const query = checkoutQuery(order);
    for (const cookie of ['', mallory.cookie]) {
      browser.cookie = cookie;
      const page = renderToStaticMarkup(await PayLaterCheckout({ searchParams: Promise.resolve(query) }));
      expect(page).toContain('Chữ ký không hợp lệ');
      expect(page).not.toContain(order.code);
      const refused = await decide(query, cookie || undefined);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toBe('Bad signature');
    }
    expect(callbacks).toHaveLength(0);

    browser.cookie = alice.cookie;
    expect(renderToStaticMarkup(await PayLaterCheckout({ searchParams: Promise.resolve(query) }))).toContain(order.code);
    const approved = await decide(query, alice.cookie);
    expect(approved.status).toBe(303);
    expect(callbacks).toHaveLength(1);
  });
});
