import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as reasons from '@/app/api/booking/reasons/frontend/route';
import * as cancel from '@/app/api/booking/cancel-ticket/v3/process-order-cancel/route';
import * as cancelByToken from '@/app/api/booking/cancel-ticket/v3/process-order-cancel-by-token/route';
import { earnPoints, returnOrderBenefits, useCoupon } from '@/features/loyalty/server';
import { lockedOrderStatus, signOrderToken } from '@/features/orders/server';
import { applyPaymentEvent } from '@/features/sales/server';
import { refundSayKey } from '@/features/orders/refund-words';
import type { OrderDetail } from '@/features/orders/schemas';
import { queryRows } from '@/lib/db/client';
import { getServerT } from '@/lib/i18n/server';
import { startApiServer } from '../helpers/api-server';
import { installSsoStandIn } from '../helpers/sso-stand-in';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pickHotel } from './booking-helpers';
import { makeOrder, soldOn, statusOf, type OrderFixture } from './cancel-invoice-fixtures';

// the card gateway's answer to a refund, per test (the VNPay adapter is another part's)
const gateway = vi.hoisted(() => ({ answer: 'down' as 'down' | 'ok' | 'refused', calls: [] as unknown[] }));
vi.mock('@/features/payment/server', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/features/payment/server')>();
  return {
    ...original,
    providerFor: (id: Parameters<typeof original.providerFor>[0]) => {
      if (id !== 'vnpay' && id !== 'pay_later') return original.providerFor(id);
      return {
        ...original.providerFor(id),
        refund: async (request: object) => {
          gateway.calls.push({ provider: id, ...request });
          if (gateway.answer === 'down') throw new Error('connect ECONNREFUSED');
          return gateway.answer === 'ok' ? { ok: true, providerRef: 'RF123' } : { ok: false, message: '94: duplicate refund' };
        },
      };
    },
  };
});
vi.mock('@/features/orders/server/reads/get-order-detail', async (importOriginal) =>
  (await import('./cancel-invoice-fixtures')).orderDetailOrFallback(importOriginal as never),
);

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let roomTypeId: number;
const cookies: Record<number, string> = {};
let bankA: { bankId: number; branchId: number };
let otherBranchId: number;

type Answer = {
  status: number;
  body: { status: string; data?: { order: { order_number: string; status: string } }; error_code?: string; message?: string };
};

async function call(
  method: string,
  path: string,
  { body, cookie, key }: { body?: unknown; cookie?: string; key?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(method === 'GET' ? {} : { origin: api.origin }),
      ...(cookie ? { cookie } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}
const cancelAs = (user: number | null, body: Record<string, unknown>, key?: string) =>
  call('POST', '/api/booking/cancel-ticket/v3/process-order-cancel/', { body, cookie: user ? cookies[user] : undefined, key });
const db = () => database.handle.db;
const order = (f: Partial<OrderFixture> = {}) => makeOrder(db(), { userId: 1, roomTypeId, ...f });
const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
const account = (over: Record<string, unknown> = {}) => ({
  bank_id: bankA.bankId,
  branch_id: bankA.branchId,
  account_number: '0123456789',
  account_name: 'NGUYEN VAN AN',
  ...over,
});
const footprint = async (id: number) =>
  (
    await rows<{ n: string }>(
      sql`select (select status from orders where id = ${id}) || '/' || (select count(*) from order_events where order_id = ${id}) || '/' || (select count(*) from order_refunds where order_id = ${id})
      || '/' || (select count(*) from mail_outbox) || '/' || (select count(*) from order_stays where order_id = ${id} and released_at is null) n`,
    )
  )[0]!.n;

beforeAll(async () => {
  database = await createTestDatabase({ hotels: 4 });
  const sso = installSsoStandIn();
  for (const userId of [1, 2]) cookies[userId] = (await sso.signIn({ userId })).cookie;
  api = await startApiServer({
    '/api/booking/reasons/frontend': reasons,
    '/api/booking/cancel-ticket/v3/process-order-cancel': cancel,
    '/api/booking/cancel-ticket/v3/process-order-cancel-by-token': cancelByToken,
  });
  roomTypeId = (await pickHotel(db())).plans[0]!.room_type_id;
  const banks = await rows<{ id: number }>(sql`select id from banks order by id limit 2`);
  const [a] = await rows<{ id: number }>(
    sql`insert into bank_branches (bank_id, name, province) values (${banks[0]!.id}, 'Chi nhánh Sở Giao Dịch', 'Hà Nội') returning id`,
  );
  const [b] = await rows<{ id: number }>(
    sql`insert into bank_branches (bank_id, name, province) values (${banks[1]!.id}, 'Chi nhánh Đà Nẵng', 'Đà Nẵng') returning id`,
  );
  bankA = { bankId: banks[0]!.id, branchId: a!.id };
  otherBranchId = b!.id;
});
afterAll(async () => {
  await api.close();
  await database.drop();
});

describe('GET /api/booking/reasons/frontend/', () => {
  it('lists the seeded reasons in order, in both languages', async () => {
    const answer = await call('GET', '/api/booking/reasons/frontend/');
    expect(answer.status).toBe(200);
    const list = (answer.body as unknown as { data: { id: number; text: string; text_en: string }[] }).data;
    expect(list).toHaveLength(9);
    expect(list[0]).toEqual({
      id: 1,
      text: 'Thay đổi kế hoạch du lịch',
      text_en: 'My travel plans changed',
      product_types: ['hotel', 'flight', 'combo', 'deal', 'voucher'],
    });
    expect(list.at(-1)?.text).toBe('Lý do khác');
  });

  it("offers a flight its own reasons, never the hotel's; an unknown product is a 400", async () => {
    const texts = async (product: string) =>
      (
        (await call('GET', `/api/booking/reasons/frontend/?product_type=${product}`)).body as unknown as { data: { text: string }[] }
      ).data.map((r) => r.text);
    const flight = await texts('flight');
    expect(flight).toContain('Hãng bay đổi giờ bay hoặc hủy chuyến');
    expect(flight).not.toContain('Khách sạn yêu cầu hủy');
    expect(flight).not.toContain('Đặt nhầm ngày hoặc phòng');
    const hotel = await texts('hotel');
    expect(hotel).toContain('Khách sạn yêu cầu hủy');
    expect(hotel).not.toContain('Hãng bay đổi giờ bay hoặc hủy chuyến');
    expect((await call('GET', '/api/booking/reasons/frontend/?product_type=ship')).status).toBe(400);
  });
});

describe('POST process-order-cancel', () => {
  it('cancels an unpaid order: rooms back once, open attempt void, no refund, event with the reason, email queued', async () => {
    const made = await order({ status: 'pending', paidBy: null });
    const soldBefore = await soldOn(db(), roomTypeId, made.nights);
    const answer = await cancelAs(1, { order_code: made.code, reason_id: 2, reason_text: 'Rẻ hơn ở nơi khác' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data!.order).toMatchObject({ order_number: made.code, status: 'cancelled' });
    expect(await statusOf(db(), made.id)).toBe('cancelled');
    expect(await soldOn(db(), roomTypeId, made.nights)).toBe(soldBefore - 2);
    expect(await rows(sql`select count(*)::int n from order_stays where order_id = ${made.id} and released_at is null`)).toEqual([
      { n: 0 },
    ]);
    expect(await rows(sql`select status from payment_attempts where order_id = ${made.id}`)).toEqual([{ status: 'cancelled' }]);
    expect(await rows(sql`select amount_vnd, channel, status, reason_id from order_refunds where order_id = ${made.id}`)).toEqual([
      { amount_vnd: 0, channel: 'none', status: 'succeeded', reason_id: 2 },
    ]);
    expect(await rows(sql`select from_status, to_status, actor, note from order_events where order_id = ${made.id}`)).toEqual([
      { from_status: 'pending', to_status: 'cancelled', actor: 'customer', note: 'reason 2: Rẻ hơn ở nơi khác' },
    ]);
    const [mail] = await rows<{ to_address: string; subject: string; text: string; kind: string }>(
      sql`select to_address, subject, text, kind from mail_outbox where ref = ${`order:${made.code}`}`,
    );
    expect(mail).toMatchObject({ to_address: 'an@example.com', subject: `Đơn hàng ${made.code} đã được hủy`, kind: 'order_cancelled' });
    expect(mail!.text).toContain('Đơn hàng này không có khoản hoàn tiền.');
    expect(mail!.text).toMatch(new RegExp(`/don-hang/${made.code}\\?token=`));
  });

  it('refunds a bank-transfer order in full to a branch of the chosen bank (paid out at once in the sandbox)', async () => {
    const made = await order({ paidBy: 'bank_transfer', paymentMethod: 'payment_method_bank_transfer', lang: 'en' });
    const before = await footprint(made.id);
    const missing = await cancelAs(1, { order_code: made.code, reason_id: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      error_code: 'REFUND_ACCOUNT_REQUIRED',
      message: 'Vui lòng nhập tài khoản ngân hàng để nhận tiền hoàn',
    });
    const wrongBranch = await cancelAs(1, { order_code: made.code, reason_id: 1, refund_account: account({ branch_id: otherBranchId }) });
    expect(wrongBranch.status).toBe(400);
    expect(wrongBranch.body.message).toBe('Chi nhánh không thuộc ngân hàng đã chọn');
    expect(await footprint(made.id)).toBe(before);

    const answer = await cancelAs(1, { order_code: made.code, reason_id: 1, refund_account: account() });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await statusOf(db(), made.id)).toBe('refunded');
    expect(
      await rows(sql`select amount_vnd, channel, status, account_number, branch_id from order_refunds where order_id = ${made.id}`),
    ).toEqual([
      { amount_vnd: 2_040_000, channel: 'bank_account', status: 'succeeded', account_number: '0123456789', branch_id: bankA.branchId },
    ]);
    expect((await rows(sql`select to_status from order_events where order_id = ${made.id} order by id`)).map((r) => r.to_status)).toEqual([
      'cancelled',
      'refunded',
    ]);
    const [mail] = await rows<{ subject: string; text: string }>(
      sql`select subject, text from mail_outbox where ref = ${`order:${made.code}`}`,
    );
    expect(mail!.subject).toBe(`Your order ${made.code} is cancelled`);
    expect(mail!.text).toContain('Refund amount: 2.040.000 ₫ · Refunded to: ');
    expect(mail!.text).toContain('•••• 6789');
    // the mail says the refund in the order page's sentence for the refund the page shows (paid out: sent)
    const { refund } = (answer.body.data as unknown as { order: OrderDetail }).order;
    expect(refund).toMatchObject({ channel: 'bank_account', status: 'succeeded' });
    expect(mail!.text).toContain(getServerT('en', 'orders')(refundSayKey(refund!)));
    expect(mail!.text).toContain('We have transferred the refund to the bank account you chose.');
  });

  it('refunds a card order through the gateway after the commit: its yes makes the order refunded, its no marks the refund failed', async () => {
    gateway.answer = 'ok';
    gateway.calls.length = 0;
    const made = await order({ paidBy: 'vnpay', paymentMethod: 'payment_method_vnpay' });
    expect((await cancelAs(1, { order_code: made.code, reason_id: 3 })).status).toBe(200);
    expect(gateway.calls).toEqual([
      expect.objectContaining({
        txnRef: `${made.code}-1`,
        providerTxnNo: '14123456',
        amountVnd: 2_040_000,
        paidAmountVnd: 2_040_000,
        orderNumber: made.code,
      }),
    ]);
    // vnp_TransactionDate is the pay request's vnp_CreateDate: the attempt's creation, not its completion
    const [attemptRow] = await rows<{ created_at: string }>(sql`select created_at::text from payment_attempts where order_id = ${made.id}`);
    expect((gateway.calls[0] as { payCreatedAt: Date }).payCreatedAt.getTime()).toBe(new Date(attemptRow!.created_at).getTime());
    expect(await statusOf(db(), made.id)).toBe('refunded');
    expect(await rows(sql`select status, provider_ref from order_refunds where order_id = ${made.id}`)).toEqual([
      { status: 'succeeded', provider_ref: 'RF123' },
    ]);
    // the mail, written when the gateway was asked, and the page once it accepted, both say 5–15 working days to the account
    const [cardMail] = await rows<{ text: string }>(sql`select text from mail_outbox where ref = ${`order:${made.code}`}`);
    const vi = getServerT('vi', 'orders');
    expect(cardMail!.text).toContain(vi(refundSayKey({ channel: 'gateway', status: 'pending' })));
    for (const said of [cardMail!.text, vi(refundSayKey({ channel: 'gateway', status: 'succeeded' }))])
      expect(said).toContain('5–15 ngày làm việc');
    expect(await rows(sql`select status from payment_attempts where order_id = ${made.id}`)).toEqual([{ status: 'refunded' }]);
    expect(await rows(sql`select to_status, actor from order_events where order_id = ${made.id} order by id`)).toEqual([
      { to_status: 'cancelled', actor: 'customer' },
      { to_status: 'refunded', actor: 'provider:vnpay' },
    ]);

    gateway.answer = 'refused';
    const refused = await order({ paidBy: 'vnpay', paymentMethod: 'payment_method_vnpay' });
    expect((await cancelAs(1, { order_code: refused.code, reason_id: 3 })).status).toBe(200);
    expect(await statusOf(db(), refused.id)).toBe('cancelled');
    expect(await rows(sql`select status from order_refunds where order_id = ${refused.id}`)).toEqual([{ status: 'failed' }]);
  });

  it('refunds a pay-later order to the partner, never to a bank account the canceller names', async () => {
    gateway.answer = 'ok';
    gateway.calls.length = 0;
    const made = await order({ paidBy: 'pay_later', paymentMethod: 'payment_method_pay_later' });
    // no account asked; one sent anyway is not where the money goes
    const answer = await cancelAs(1, { order_code: made.code, reason_id: 3, refund_account: account({ account_number: '9999888877' }) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(gateway.calls).toEqual([
      expect.objectContaining({ provider: 'pay_later', txnRef: `${made.code}-1`, amountVnd: 2_040_000, orderNumber: made.code }),
    ]);
    expect(
      await rows(
        sql`select amount_vnd, channel, status, account_number, bank_id, provider_ref from order_refunds where order_id = ${made.id}`,
      ),
    ).toEqual([
      { amount_vnd: 2_040_000, channel: 'partner', status: 'succeeded', account_number: null, bank_id: null, provider_ref: 'RF123' },
    ]);
    expect(await rows(sql`select to_status, actor from order_events where order_id = ${made.id} order by id`)).toEqual([
      { to_status: 'cancelled', actor: 'customer' },
      { to_status: 'refunded', actor: 'provider:pay_later' },
    ]);
    const withoutAccount = await order({ paidBy: 'pay_later', paymentMethod: 'payment_method_pay_later' });
    gateway.answer = 'down';
    expect((await cancelAs(1, { order_code: withoutAccount.code, reason_id: 3 })).status).toBe(200);
    expect(await rows(sql`select channel, status from order_refunds where order_id = ${withoutAccount.id}`)).toEqual([
      { channel: 'partner', status: 'pending' },
    ]);
  });

  it('with the gateway down the card refund stays pending and the cancellation stands', async () => {
    gateway.answer = 'down';
    const made = await order({ paidBy: 'vnpay', paymentMethod: 'payment_method_vnpay' });
    const answer = await cancelAs(1, { order_code: made.code, reason_id: 3 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await statusOf(db(), made.id)).toBe('cancelled');
    expect(await rows(sql`select amount_vnd, channel, status, account_number from order_refunds where order_id = ${made.id}`)).toEqual([
      { amount_vnd: 2_040_000, channel: 'gateway', status: 'pending', account_number: null },
    ]);
    expect(await rows(sql`select status from payment_attempts where order_id = ${made.id}`)).toEqual([{ status: 'succeeded' }]);
  });

  it('cancels after the free period with nothing refunded and no account asked for', async () => {
    const made = await order({ paidBy: 'bank_transfer', freeCancelHours: -1 });
    const answer = await cancelAs(1, { order_code: made.code, reason_id: 1 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await statusOf(db(), made.id)).toBe('cancelled');
    expect(await rows(sql`select amount_vnd, channel from order_refunds where order_id = ${made.id}`)).toEqual([
      { amount_vnd: 0, channel: 'none' },
    ]);
  });

  it('refuses on the check-in day, and a completed or already cancelled order, with 409 and nothing changed', async () => {
    for (const [fixture, message] of [
      [{ checkInDays: 0 }, 'Đã đến ngày nhận phòng, đơn hàng không thể hủy'],
      [{ status: 'completed' }, 'Đơn hàng ở trạng thái này không thể hủy'],
      [{ status: 'cancelled' }, 'Đơn hàng ở trạng thái này không thể hủy'],
    ] as const) {
      const made = await order({ paidBy: 'bank_transfer', ...fixture });
      const before = await footprint(made.id);
      const answer = await cancelAs(1, { order_code: made.code, reason_id: 1, refund_account: account() });
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ error_code: 'ORDER_NOT_CANCELLABLE', message });
      expect(await footprint(made.id)).toBe(before);
    }
  });

  it("never touches another user's order or an anonymous caller's: 404 as for an unknown code", async () => {
    const made = await order({ status: 'pending' });
    const before = await footprint(made.id);
    for (const user of [2, null]) {
      const answer = await cancelAs(user, { order_code: made.code, reason_id: 1 });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Không tìm thấy đơn hàng');
    }
    expect((await cancelAs(1, { order_code: 'HZZZZZZZZZ', reason_id: 1 })).status).toBe(404);
    expect(await footprint(made.id)).toBe(before);
  });

  it('refuses bad bodies and an unknown reason with 400, writing nothing', async () => {
    const made = await order({ status: 'pending' });
    const before = await footprint(made.id);
    for (const body of [
      { order_code: made.code },
      { order_code: made.code, reason_id: 'x' },
      { order_code: made.code, reason_id: 1, extra: 1 },
      { order_code: 'bad code', reason_id: 1 },
      { order_code: made.code, reason_id: 99 },
    ]) {
      const answer = await cancelAs(1, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await footprint(made.id)).toBe(before);
  });

  it('answers a retry with the same Idempotency-Key again, without a second change; another body under it is 422', async () => {
    const made = await order({ status: 'pending' });
    const key = crypto.randomUUID();
    const first = await cancelAs(1, { order_code: made.code, reason_id: 1 }, key);
    const again = await cancelAs(1, { order_code: made.code, reason_id: 1 }, key);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(await rows(sql`select count(*)::int n from order_events where order_id = ${made.id}`)).toEqual([{ n: 1 }]);
    expect((await cancelAs(1, { order_code: made.code, reason_id: 2 }, key)).body.error_code).toBe('IDEMPOTENCY_KEY_REUSED');
    // without the key, the second attempt is a plain conflict
    expect((await cancelAs(1, { order_code: made.code, reason_id: 1 })).status).toBe(409);
  });

  it('gives back the voucher that paid the order', async () => {
    const made = await order({ totalVnd: 0, paymentFeeVnd: 0, paymentMethod: 'payment_method_voucher' });
    const [voucher] = await rows<{ id: number }>(
      sql`insert into vouchers (code_hash, code_hint, room_nights, valid_from, valid_to, status, used_by_order_id) values (${`hash-${made.code}`}, 'AB12', 2, '2026-01-01', '2030-01-01', 'used', ${made.id}) returning id`,
    );
    expect((await cancelAs(1, { order_code: made.code, reason_id: 1 })).status).toBe(200);
    expect(await rows(sql`select status, used_by_order_id from vouchers where id = ${voucher!.id}`)).toEqual([
      { status: 'available', used_by_order_id: null },
    ]);
  });

  it('keeps the voucher spent when the order is cancelled after its free window (no free voucher stay)', async () => {
    const made = await order({ totalVnd: 0, paymentFeeVnd: 0, paymentMethod: 'payment_method_voucher', freeCancelHours: -1 });
    const [voucher] = await rows<{ id: number }>(
      sql`insert into vouchers (code_hash, code_hint, room_nights, valid_from, valid_to, status, used_by_order_id) values (${`hash-${made.code}`}, 'AB12', 2, '2026-01-01', '2030-01-01', 'used', ${made.id}) returning id`,
    );
    expect((await cancelAs(1, { order_code: made.code, reason_id: 1 })).status).toBe(200);
    expect(await statusOf(db(), made.id)).toBe('cancelled');
    expect(await rows(sql`select status, used_by_order_id from vouchers where id = ${voucher!.id}`)).toEqual([
      { status: 'used', used_by_order_id: made.id },
    ]);
  });

  it('returns the coupon and takes back the points the order earned (once, never below 0)', async () => {
    const made = await order({ status: 'confirmed', paidBy: 'bank_transfer' });
    const member = async () =>
      (
        await rows<{ available_point: number; room_night: number }>(
          sql`select available_point, room_night from loyalty_members where user_id = 1 and not is_third_party`,
        )
      )[0]!;
    const start = await member();
    await useCoupon({ userId: 1, code: 'LYVANG50K', orderNumber: made.code });
    const earned = await earnPoints({ userId: 1, orderNumber: made.code, amountVnd: 2_040_000, roomNights: 2 });
    expect(await rows(sql`select coupon_status, used_count from coupon_codes where code = 'LYVANG50K'`)).toEqual([
      { coupon_status: 'used', used_count: 1 },
    ]);

    expect((await cancelAs(1, { order_code: made.code, reason_id: 1, refund_account: account() })).status).toBe(200);
    expect(await rows(sql`select coupon_status, used_count from coupon_codes where code = 'LYVANG50K'`)).toEqual([
      { coupon_status: 'available', used_count: 0 },
    ]);
    expect(await rows(sql`select count(*)::int n from coupon_uses where order_number = ${made.code}`)).toEqual([{ n: 0 }]);
    expect(await member()).toEqual(start);
    expect(
      await rows(sql`select type, redeemed_value from loyalty_point_transactions where order_number = ${made.code} order by id`),
    ).toEqual([
      { type: 'CREDIT', redeemed_value: 0 },
      { type: 'DEBIT', redeemed_value: earned.points },
    ]);
    // the member's sum of remaining credit equals their available points again
    expect(
      await rows(
        sql`select (select coalesce(sum(remaining_point), 0)::int from loyalty_point_transactions t join loyalty_members m on m.id = t.member_id where m.user_id = 1 and t.type = 'CREDIT' and t.status = 'POSTED') = (select available_point from loyalty_members where user_id = 1 and not is_third_party) ok`,
      ),
    ).toEqual([{ ok: true }]);

    const again = await db().transaction((tx) => returnOrderBenefits(tx, { orderNumber: made.code, roomNights: 2 }));
    expect(again).toEqual({ couponsReturned: 0, pointsTakenBack: 0 });
    expect(await member()).toEqual(start);
  });

  it("a payment's points arriving after the cancellation credit nothing (earned only while the order is confirmed)", async () => {
    const made = await order({ status: 'confirmed', paidBy: 'bank_transfer' });
    expect((await cancelAs(1, { order_code: made.code, reason_id: 1, refund_account: account() })).status).toBe(200);
    await expect(
      earnPoints({ userId: 1, orderNumber: made.code, amountVnd: 2_040_000, roomNights: 2, whileOrderConfirmed: lockedOrderStatus }),
    ).rejects.toMatchObject({ errorCode: 'ORDER_NOT_PAYABLE' });
    expect(await rows(sql`select count(*)::int n from loyalty_point_transactions where order_number = ${made.code}`)).toEqual([{ n: 0 }]);
  });
});

describe('POST process-order-cancel-by-token', () => {
  it("cancels with the emailed link's manage token only: a view token, another order's token or a forged one is 404", async () => {
    const made = await order({ status: 'pending', userId: null });
    const other = await order({ status: 'pending', userId: null });
    const before = await footprint(made.id);
    const path = '/api/booking/cancel-ticket/v3/process-order-cancel-by-token/';
    for (const token of [
      await signOrderToken(made.code, 'view'),
      await signOrderToken(other.code, 'manage'),
      `${await signOrderToken(made.code, 'manage')}x`,
    ]) {
      const answer = await call('POST', path, { body: { order_code: made.code, reason_id: 1, token } });
      expect(answer.status).toBe(404);
    }
    expect(await footprint(made.id)).toBe(before);
    const answer = await call('POST', path, {
      body: { order_code: made.code, reason_id: 1, token: await signOrderToken(made.code, 'manage') },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await statusOf(db(), made.id)).toBe('cancelled');
  });
});

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('concurrent cancellations (PostgreSQL)', () => {
  it('20 parallel cancels of one paid order: one succeeds, its rooms go back once, one refund', async () => {
    const made = await order({ paidBy: 'bank_transfer' });
    const soldBefore = await soldOn(db(), roomTypeId, made.nights);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cancelAs(1, { order_code: made.code, reason_id: 1, refund_account: account() })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await soldOn(db(), roomTypeId, made.nights)).toBe(soldBefore - 2);
    expect(await rows(sql`select count(*)::int n from order_refunds where order_id = ${made.id}`)).toEqual([{ n: 1 }]);
    expect(await rows(sql`select count(*)::int n from mail_outbox where ref = ${`order:${made.code}`}`)).toEqual([{ n: 1 }]);
  });

  it('an IPN and a cancellation of one pending order at once, 20 times: never a deadlock or a 500, and a consistent end', async () => {
    gateway.answer = 'ok';
    const path = '/api/booking/cancel-ticket/v3/process-order-cancel-by-token/';
    for (let i = 0; i < 20; i += 1) {
      const made = await order({ status: 'pending', totalVnd: 2_040_000 });
      const ipn = { txnRef: `${made.code}-open`, amountVnd: 2_040_000, outcome: 'succeeded' as const, providerTxnNo: `9${i}`, raw: {} };
      const token = await signOrderToken(made.code, 'manage');
      const [paid, cancelled] = await Promise.all([
        applyPaymentEvent(ipn, 'vnpay'),
        call('POST', path, { body: { order_code: made.code, reason_id: 1, token } }),
      ]);
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      const [end] = await rows<{ status: string; attempt: string; refund: number; channel: string }>(
        sql`select o.status, a.status attempt, r.amount_vnd::int refund, r.channel from orders o join payment_attempts a on a.order_id = o.id join order_refunds r on r.order_id = o.id where o.id = ${made.id}`,
      );
      if (paid === 'applied') {
        // paid first, then cancelled inside the free window: the whole amount goes back through the gateway
        expect(end).toEqual({ status: 'refunded', attempt: 'refunded', refund: 2_040_000, channel: 'gateway' });
      } else {
        // cancelled first: the late payment is a duplicate for operations to give back
        expect(paid).toBe('not_payable');
        expect(end).toEqual({ status: 'cancelled', attempt: 'duplicate', refund: 0, channel: 'none' });
      }
    }
  });
});
