import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as invoice from '@/app/api/core-accounting/invoice/route';
import { bookingRequestSchema } from '@/features/booking/schemas';
import { resetBookingRateLimit } from '@/features/auth/server';
import { orders } from '@/features/orders/db';
import { createdOrderSchema, orderDetailSchema } from '@/features/orders/schemas';
import { paymentAttempts } from '@/features/payment/db';
import { addDays, toSummaryDate, todayIso } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { cookiePair } from './booking-helpers';
import { DEAL_ROUTES, purchaseBody, voucherDeal, type DealRow } from './deal-helpers';
import { apiClient, orderBody } from './orders-helpers';
import { clearTestGateway, ipnParams, signedIpnQuery, TEST_VNPAY, useTestGateway } from './vnpay-sign';

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let call: ReturnType<typeof apiClient>;
let deal: DealRow & { name_vi: string; name_en: string };
const db = () => database.handle.db;

type Mail = { kind: string; subject: string; text: string; html: string };
const mailsOf = (code: string) =>
  queryRows<Mail>(db(), sql`select kind, subject, text, html from mail_outbox where ref = ${`order:${code}`} order by id`);
const invoiceBody = (code: string) => ({
  order_code: code,
  tax_code: '0100109106',
  company_name: 'Tập đoàn Viettel',
  company_address: 'Lô D26 Khu đô thị mới Cầu Giấy, Hà Nội',
  email: 'ketoan@example.com',
});

/** Buys vouchers of the deal by card as a new guest and pays them through the signed IPN: the order and its cookie. */
async function buyPaid(quantity: number, lang: 'vi' | 'en') {
  const answer = await call('POST', '/api/v3-booking/fe/deal', { body: purchaseBody(deal, { quantity, lang }), key: crypto.randomUUID() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const created = createdOrderSchema.parse(answer.body.data);
  const cookie = cookiePair(answer.setCookie);
  const before = await mailsOf(created.order.order_number);
  const [row] = await db().select().from(orders).where(eq(orders.orderNumber, created.order.order_number));
  const [attempt] = await db()
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, row!.id), eq(paymentAttempts.status, 'created')));
  const ipn = await call(
    'GET',
    `/api/payment-service/vnpay/ipn?${signedIpnQuery(ipnParams(attempt!.txnRef, attempt!.amountVnd, TEST_VNPAY.tmnCode), TEST_VNPAY.secret)}`,
  );
  expect((ipn.body as unknown as { RspCode: string }).RspCode).toBe('00');
  const paid = orderDetailSchema.parse(
    (await call('GET', `/api/order-hotel/order/${attempt!.txnRef}/by-transaction`, { cookie })).body.data,
  );
  return { code: created.order.order_number, cookie, before, paid };
}

/** Books a stay of the deal's room-nights at its hotel as a new guest, paid by the voucher `code`. */
async function stayPaidBy(voucherCode: string, lang: 'vi' | 'en') {
  const [plan] = await queryRows<{ id: number }>(
    db(),
    sql`select rp.id from rate_plans rp join room_types rt on rt.id = rp.room_type_id where rp.hotel_id = ${deal.hotel_id} and rt.max_adults >= 1 order by rp.id limit 1`,
  );
  const priced = await call('POST', '/api/v3-booking/booking-requests/request-price/', {
    body: {
      hotel_id: deal.hotel_id,
      check_in: addDays(todayIso(), 12),
      nights: deal.room_nights,
      adults: 1,
      rooms: [{ rate_plan_id: plan!.id, room_count: 1 }],
    },
    key: crypto.randomUUID(),
  });
  expect(priced.status, JSON.stringify(priced.body)).toBe(201);
  const request = bookingRequestSchema.parse(priced.body.data);
  const cookie = cookiePair(priced.setCookie);
  const chosen = await call('PATCH', `/api/v3-booking/booking-requests/${request.id}/choose-payment-method`, {
    body: { payment_method: 'payment_method_voucher', user_type: 'person', voucher_code: voucherCode },
    cookie,
    key: crypto.randomUUID(),
  });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  const made = await call('POST', `/api/order-hotel/order/booking-request-fe/${request.id}`, {
    body: orderBody(request, { lang }),
    cookie,
    key: crypto.randomUUID(),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { created: createdOrderSchema.parse(made.body.data), cookie };
}

beforeAll(async () => {
  useTestGateway();
  database = await createTestDatabase({ hotels: 30 });
  api = await startApiServer({ ...DEAL_ROUTES, '/api/core-accounting/invoice': invoice });
  call = apiClient(api);
  const found = await voucherDeal(db(), 10);
  const [names] = await queryRows<{ name_vi: string; name_en: string }>(
    db(),
    sql`select name_vi, name_en from deals where id = ${found.id}`,
  );
  deal = { ...found, ...names! };
}, 120_000);
afterAll(async () => {
  clearTestGateway();
  await resetBookingRateLimit();
  await api.close();
  await database.drop();
});

describe(`each product's words in its mails [${process.env.TEST_DB_KIND}]`, () => {
  it('a voucher deal: the mails say what a voucher is, where to enter it and for which nights — never rooms held or check-in', async () => {
    const { code, before, paid } = await buyPaid(2, 'vi');
    expect(before.map((m) => m.kind)).toEqual(['order_received']);
    expect(before[0]!.text).toContain('Vui lòng thanh toán trước hạn để giữ suất ưu đãi.');
    expect(before[0]!.text).toContain('mỗi voucher là một mã để đặt phòng sau này tại khách sạn của ưu đãi');
    expect(before[0]!.text).toMatch(/Sản phẩm: Ưu đãi /);
    expect(before[0]!.text).not.toMatch(/giữ phòng|Lưu trú/);

    const mails = await mailsOf(code);
    const confirmed = mails.find((m) => m.kind === 'order_confirmed')!;
    expect(confirmed.text).toContain('Đơn ưu đãi đã được thanh toán');
    expect(confirmed.text).toContain('ở bước thanh toán chọn "Thanh toán bằng voucher" và nhập mã');
    expect(confirmed.text).not.toMatch(/Phòng đã được giữ|khi nhận phòng|Lưu trú|hủy đơn/);
    expect(confirmed.text).toContain('Bạn có thể yêu cầu hóa đơn VAT từ trang đơn hàng.');

    const vouchers = mails.find((m) => m.kind === 'deal_vouchers')!;
    expect(vouchers.text).toContain('Mỗi voucher là một mã để đặt phòng sau này tại khách sạn của ưu đãi.');
    expect(vouchers.text).toContain('chọn "Thanh toán bằng voucher", nhập mã và bấm "Dùng voucher"');
    expect(vouchers.text).toContain(`Dùng cho các đêm lưu trú: ${toSummaryDate(deal.valid_from)} → ${toSummaryDate(deal.valid_to)}`);
    for (const v of paid.deal!.vouchers) expect(vouchers.text).toContain(v.code);
  });

  it('a stay paid by a voucher: one confirmation naming the voucher and its deal, with the PIN, never asking to pay 0 ₫; no VAT invoice for it', async () => {
    const bought = await buyPaid(1, 'en');
    const voucherCode = bought.paid.deal!.vouchers[0]!.code;
    const { created, cookie } = await stayPaidBy(voucherCode, 'en');
    const code = created.order.order_number;
    expect(created.order).toMatchObject({ status: 'confirmed', prices: { total_vnd: 0 } });
    const masked = `••••${voucherCode.slice(-4)}`;
    expect(created.order.payment.voucher).toEqual({ code_masked: masked, deal_name: deal.name_vi, deal_name_en: deal.name_en });

    const mails = await mailsOf(code);
    expect(mails.map((m) => m.kind)).toEqual(['order_confirmed']);
    const [mail] = mails;
    expect(mail!.text).toContain(`PIN: ${created.pin_code}`);
    expect(mail!.text).toContain(`Paid with: Voucher ${masked} (${deal.name_en})`);
    expect(mail!.text).toContain('Your booking is paid by voucher and confirmed');
    for (const asked of [/: 0 ₫/, /Pay by:/, /pay before/i, /Amount:/, /VAT invoice from the order page/])
      expect(mail!.text).not.toMatch(asked);
    expect(mail!.html).not.toMatch(/>0 ₫<\/td>/);
    // an English order's mail names the hotel by its English name (issue 34: "Khách sạn …" in English mails)
    const [hotel] = await queryRows<{ name: string; name_vi: string }>(
      db(),
      sql`select name, name_vi from hotels where id = ${deal.hotel_id}`,
    );
    expect(mail!.text).toContain(hotel!.name);
    if (hotel!.name_vi !== hotel!.name) expect(mail!.text).not.toContain(hotel!.name_vi);

    // the order page's read names it too (the same detail the page renders)
    const detail = orderDetailSchema.parse(
      (await call('GET', `/api/order-hotel/order/${created.order.payment.transaction_id}/by-transaction`, { cookie })).body.data,
    );
    expect(detail.payment.voucher?.code_masked).toBe(masked);

    const refused = await call('PUT', '/api/core-accounting/invoice', { cookie, body: invoiceBody(code) });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      status: 'error',
      error_code: 'INVOICE_ZERO_AMOUNT',
      message: expect.stringContaining('Đơn hàng có giá trị 0 ₫ nên không xuất hóa đơn VAT'),
    });
    expect(
      await queryRows(db(), sql`select 1 from order_invoices oi join orders o on o.id = oi.order_id where o.order_number = ${code}`),
    ).toEqual([]);
    // the voucher's own order, which was paid in money, is the one invoiced
    const voucherInvoice = await call('PUT', '/api/core-accounting/invoice', { cookie: bought.cookie, body: invoiceBody(bought.code) });
    expect(voucherInvoice.status, JSON.stringify(voucherInvoice.body)).toBe(200);
  });
});
