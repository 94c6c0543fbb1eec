import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingRequestSchema, type BookingRequest } from '@/features/booking/schemas';
import { resetBookingRateLimit } from '@/features/auth/server';
import { bankBranchListSchema, bankListSchema, bookingPaymentSchema, paymentMethodListSchema, paymentFee } from '@/features/payment/index';
import { bookingPaymentChoices, vouchers } from '@/features/payment/db';
import { voucherHash } from '@/features/payment/server';
import { addDays } from '@/lib/dates/product-date';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer } from '../helpers/api-server';
import { installSsoStandIn } from '../helpers/sso-stand-in';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { cookiePair, pickHotel, type Answer, type PlanRow } from './booking-helpers';
import { PAYMENT_ROUTES, apiClient } from './payment-method-helpers';

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let call: ReturnType<typeof apiClient>;
let hotelId: number;
let plans: PlanRow[];
let firstCheckIn: string;
let checkIn: string;
let testIndex = 0;
const members: Record<number, string> = {};

const newKey = () => crypto.randomUUID();
const priceBody = (over: Record<string, unknown> = {}) => ({
  hotel_id: hotelId,
  check_in: checkIn,
  nights: 2,
  adults: 2,
  rooms: [{ rate_plan_id: plans[0]!.id, room_count: 1 }],
  ...over,
});

async function newRequest({ cookie, over }: { cookie?: string; over?: Record<string, unknown> } = {}): Promise<{
  request: BookingRequest;
  cookie: string;
}> {
  const answer = await call('POST', '/api/v3-booking/booking-requests/request-price/', { cookie, body: priceBody(over), key: newKey() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { request: bookingRequestSchema.parse(answer.body.data), cookie: cookie ?? cookiePair(answer.setCookie) };
}

const list = (id: string, cookie?: string) =>
  call('GET', `/api/v3-booking/payment-methods?request_from=FE_BASIC&booking_request_id=${id}`, { cookie });
const choose = (id: string, cookie: string | undefined, body: Record<string, unknown>) =>
  call('PATCH', `/api/v3-booking/booking-requests/${id}/choose-payment-method`, {
    cookie,
    key: newKey(),
    body: { user_type: 'person', ...body },
  });
const codes = (answer: Answer) => paymentMethodListSchema.parse(answer.body.data).map((m) => m.payment_method);
const choiceOf = async (id: string) =>
  (await database.handle.db.select().from(bookingPaymentChoices).where(eq(bookingPaymentChoices.bookingRequestId, id)))[0] ?? null;

async function addVoucher(code: string, over: Partial<typeof vouchers.$inferInsert> = {}) {
  await database.handle.db.insert(vouchers).values({
    codeHash: voucherHash(code),
    codeHint: code.slice(-4),
    hotelId: null,
    roomNights: 2,
    validFrom: firstCheckIn,
    validTo: addDays(firstCheckIn, 60),
    status: 'available',
    ...over,
  });
}

beforeAll(async () => {
  process.env.BOOKING_RATE_LIMIT_PER_MINUTE = '100000';
  resetServerEnvCache();
  database = await createTestDatabase({ hotels: 8 });
  const sso = installSsoStandIn();
  for (const userId of [1, 2]) members[userId] = (await sso.signIn({ userId })).cookie;
  api = await startApiServer(PAYMENT_ROUTES);
  call = apiClient(api);
  ({ hotelId, plans, checkIn: firstCheckIn } = await pickHotel(database.handle.db));
});
afterAll(async () => {
  delete process.env.BOOKING_RATE_LIMIT_PER_MINUTE;
  await resetBookingRateLimit();
  await api.close();
  await database.drop();
});
beforeEach(() => {
  checkIn = addDays(firstCheckIn, 2 * testIndex);
  testIndex += 1;
});

describe(`payment methods [${process.env.TEST_DB_KIND}]`, () => {
  it("lists the active methods in order with this order's fee and value (spec 9), bank transfer included without a promotion", async () => {
    const { request, cookie } = await newRequest();
    expect(request.prices.show_prices.promotion.show).toBe(false);
    const answer = await list(request.id, cookie);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const methods = paymentMethodListSchema.parse(answer.body.data);
    expect(methods.map((m) => m.payment_method)).toEqual([
      'payment_method_bank_transfer',
      'payment_method_credit_card',
      'payment_method_atm',
      'payment_method_vietqr',
      'payment_method_pay_later',
      'payment_method_voucher',
    ]);
    const { total_price, coupon_discount } = request.prices;
    const card = methods.find((m) => m.payment_method === 'payment_method_credit_card')!;
    expect(card).toMatchObject({ fee_percent: 2.2, final_fee: paymentFee(total_price, coupon_discount, 2.2), disabled: false });
    expect(card.final_fee).toBe(Math.round(((total_price - coupon_discount) * 2.2) / 100));
    expect(card.order_value).toBe(total_price - coupon_discount + card.final_fee);
    expect(methods.find((m) => m.payment_method === 'payment_method_vietqr')).toMatchObject({
      final_fee: 0,
      order_value: total_price - coupon_discount,
    });
    expect(methods.find((m) => m.payment_method === 'payment_method_pay_later')).toMatchObject({ payment_limit: { min: 1_000_000 } });
    expect(methods.find((m) => m.payment_method === 'payment_method_voucher')).toMatchObject({
      name_vi: 'Thanh toán bằng voucher',
      final_fee: 0,
      order_value: 0,
    });
  });

  it('removes bank transfer when a promotion applies (spec 5), and refuses choosing it with BK1057', async () => {
    const { request, cookie } = await newRequest();
    await database.handle.db.execute(
      sql`update booking_requests set quote = jsonb_set(quote, '{prices,show_prices,promotion,show}', 'true') where id = ${request.id}`,
    );
    expect(codes(await list(request.id, cookie))).not.toContain('payment_method_bank_transfer');
    const refused = await choose(request.id, cookie, { payment_method: 'payment_method_bank_transfer' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      status: 'error',
      error_code: 'BK1057',
      message: 'Chuyển khoản ngân hàng không áp dụng cho đơn có khuyến mãi',
    });
    expect(await choiceOf(request.id)).toBeNull();
  });

  it("removes bank transfer when a member's coupon applies", async () => {
    const { request } = await newRequest({ cookie: members[1] });
    const applied = await call('PATCH', `/api/v3-booking/booking-requests/${request.id}/apply-coupon/`, {
      cookie: members[1],
      body: { coupon_code: 'LYVANG50K' },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const methods = paymentMethodListSchema.parse((await list(request.id, members[1])).body.data);
    expect(methods.map((m) => m.payment_method)).not.toContain('payment_method_bank_transfer');
    const { total_price, coupon_discount } = bookingRequestSchema.parse(applied.body.data).prices;
    expect(coupon_discount).toBeGreaterThan(0);
    expect(methods.find((m) => m.payment_method === 'payment_method_atm')!.final_fee).toBe(
      Math.round(((total_price - coupon_discount) * 1.1) / 100),
    );
  });

  it('offers bank transfer only from tomorrow: a stay starting today has none', async () => {
    const { request, cookie } = await newRequest();
    await database.handle.db.execute(
      sql`update booking_requests set check_in = (now() at time zone 'Asia/Ho_Chi_Minh')::date where id = ${request.id}`,
    );
    expect(codes(await list(request.id, cookie))).not.toContain('payment_method_bank_transfer');
    expect((await choose(request.id, cookie, { payment_method: 'payment_method_bank_transfer' })).body.error_code).toBe('BK1057');
  });

  it("answers 404 for someone else's request (list, choose, amount) and writes nothing", async () => {
    const { request } = await newRequest({ cookie: members[1] });
    const guest = await newRequest();
    for (const [id, cookie] of [
      [request.id, members[2]],
      [request.id, guest.cookie],
      [request.id, undefined],
      [guest.request.id, members[1]],
    ] as const) {
      expect((await list(id, cookie)).status).toBe(404);
      expect((await choose(id, cookie, { payment_method: 'payment_method_credit_card' })).status).toBe(404);
      expect(
        (
          await call('POST', '/api/payment-service/fe/payment-method-amount', {
            cookie,
            body: { booking_request_id: id, payment_method: 'payment_method_atm' },
          })
        ).status,
      ).toBe(404);
    }
    expect(await choiceOf(request.id)).toBeNull();
    expect(await choiceOf(guest.request.id)).toBeNull();
  });

  it('rejects bad queries and bodies with 400', async () => {
    const { request, cookie } = await newRequest();
    expect((await call('GET', `/api/v3-booking/payment-methods?booking_request_id=${request.id}`, { cookie })).status).toBe(400);
    expect((await call('GET', `/api/v3-booking/payment-methods?request_from=FE_BASIC&booking_request_id=x`, { cookie })).status).toBe(400);
    expect((await choose(request.id, cookie, { payment_method: 'cash' })).status).toBe(400);
    expect((await choose(request.id, cookie, { payment_method: 'payment_method_atm', user_type: 'company' })).status).toBe(400);
    expect(await choiceOf(request.id)).toBeNull();
  });

  it('chooses a card method: the answer has the fee and final price, the choice is kept and replaced by a later one', async () => {
    const { request, cookie } = await newRequest();
    const answer = await choose(request.id, cookie, { payment_method: 'payment_method_credit_card' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const payment = bookingPaymentSchema.parse(answer.body.data);
    const fee = Math.round((request.prices.total_price * 2.2) / 100);
    expect(payment).toEqual({
      booking_request_id: request.id,
      payment_method: 'payment_method_credit_card',
      payment_method_fee: 2.2,
      total_price: request.prices.total_price,
      coupon_discount: 0,
      payment_fee: fee,
      final_price: request.prices.total_price + fee,
      voucher_hint: null,
    });
    expect(await choiceOf(request.id)).toMatchObject({ paymentMethod: 'payment_method_credit_card', userType: 'person', voucherId: null });
    expect((await choose(request.id, cookie, { payment_method: 'payment_method_vietqr' })).status).toBe(200);
    expect(await choiceOf(request.id)).toMatchObject({ paymentMethod: 'payment_method_vietqr' });
  });

  it('answers the amount of a method without choosing it: the fee branch and the no-fee branch', async () => {
    const { request, cookie } = await newRequest();
    const amount = (payment_method: string) =>
      call('POST', '/api/payment-service/fe/payment-method-amount', { cookie, body: { booking_request_id: request.id, payment_method } });
    const atm = bookingPaymentSchema.parse((await amount('payment_method_atm')).body.data);
    const fee = Math.round((request.prices.total_price * 1.1) / 100);
    expect(fee).toBeGreaterThan(0);
    expect(atm).toMatchObject({ payment_method_fee: 1.1, payment_fee: fee, final_price: request.prices.total_price + fee });
    const qr = bookingPaymentSchema.parse((await amount('payment_method_vietqr')).body.data);
    expect(qr).toMatchObject({ payment_method_fee: 0, payment_fee: 0, final_price: request.prices.total_price });
    const voucher = bookingPaymentSchema.parse((await amount('payment_method_voucher')).body.data);
    expect(voucher).toMatchObject({ payment_fee: 0, final_price: 0 });
    expect(await choiceOf(request.id)).toBeNull();
  });

  it('pays by a valid voucher: value 0, fee 0, its hint; the list then offers only the fixed "Pay by voucher" option', async () => {
    const { request, cookie } = await newRequest();
    const answer = await choose(request.id, cookie, { payment_method: 'payment_method_voucher', voucher_code: 'demo-voucher-2n' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(bookingPaymentSchema.parse(answer.body.data)).toMatchObject({
      payment_method: 'payment_method_voucher',
      payment_fee: 0,
      final_price: 0,
      voucher_hint: 'R-2N',
    });
    const [seeded] = await database.handle.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.codeHash, voucherHash('DEMO-VOUCHER-2N')));
    expect(await choiceOf(request.id)).toMatchObject({ paymentMethod: 'payment_method_voucher', voucherId: seeded!.id });
    const methods = paymentMethodListSchema.parse((await list(request.id, cookie)).body.data);
    expect(methods).toEqual([
      expect.objectContaining({
        payment_method: 'payment_method_voucher',
        name_vi: 'Thanh toán bằng voucher',
        name_en: 'Pay by voucher',
        order_value: 0,
        final_fee: 0,
        disabled: true,
      }),
    ]);
  });

  it('keeps the choice on the server (a reload lists it chosen, the voucher with its hint); removing it lets the voucher go and lists every method again', async () => {
    const { request, cookie } = await newRequest();
    expect((await choose(request.id, cookie, { payment_method: 'payment_method_atm' })).status).toBe(200);
    const card = paymentMethodListSchema.parse((await list(request.id, cookie)).body.data);
    expect(card.filter((m) => m.chosen).map((m) => m.payment_method)).toEqual(['payment_method_atm']);

    await addVoucher('KEEP-VOUCHER-01');
    expect((await choose(request.id, cookie, { payment_method: 'payment_method_voucher', voucher_code: 'KEEP-VOUCHER-01' })).status).toBe(
      200,
    );
    const fixed = paymentMethodListSchema.parse((await list(request.id, cookie)).body.data);
    expect(fixed).toEqual([
      expect.objectContaining({ payment_method: 'payment_method_voucher', disabled: true, chosen: true, voucher_hint: 'R-01' }),
    ]);

    const other = await newRequest();
    const remove = (id: string, who: string) =>
      call('DELETE', `/api/v3-booking/booking-requests/${id}/choose-payment-method`, { cookie: who, key: newKey() });
    expect((await remove(request.id, other.cookie)).status).toBe(404);
    expect(await choiceOf(request.id)).toMatchObject({ paymentMethod: 'payment_method_voucher' });

    const removed = await remove(request.id, cookie);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.data).toEqual({ booking_request_id: request.id, cleared: true });
    expect(await choiceOf(request.id)).toBeNull();
    const again = paymentMethodListSchema.parse((await list(request.id, cookie)).body.data);
    expect(again.length).toBeGreaterThan(1);
    expect(again.some((m) => m.chosen || m.disabled)).toBe(false);
    const [voucher] = await database.handle.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.codeHash, voucherHash('KEEP-VOUCHER-01')));
    expect(voucher!.status).toBe('available');
    // let go: another request of the same traveller-to-be takes it
    expect(
      (await choose(other.request.id, other.cookie, { payment_method: 'payment_method_voucher', voucher_code: 'KEEP-VOUCHER-01' })).status,
    ).toBe(200);
    expect((await remove(request.id, cookie)).body.data).toEqual({ booking_request_id: request.id, cleared: false });
  });

  it('refuses a voucher that is used, for another hotel, too short for the stay, outside its dates, unknown or missing: 409 VOUCHER_INVALID', async () => {
    const { request, cookie } = await newRequest();
    await addVoucher('USED-VOUCHER-01', { status: 'used' });
    await addVoucher('OTHER-HOTEL-01', { hotelId: hotelId + 1 });
    await addVoucher('ONE-NIGHT-0001', { roomNights: 1 });
    await addVoucher('LATE-WINDOW-01', { validFrom: addDays(checkIn, 1) });
    await addVoucher('THIS-HOTEL-001', { hotelId });
    for (const code of ['USED-VOUCHER-01', 'OTHER-HOTEL-01', 'ONE-NIGHT-0001', 'LATE-WINDOW-01', 'NO-SUCH-CODE-1']) {
      const refused = await choose(request.id, cookie, { payment_method: 'payment_method_voucher', voucher_code: code });
      expect(refused.status, code).toBe(409);
      expect(refused.body.error_code, code).toBe('VOUCHER_INVALID');
    }
    const missing = await choose(request.id, cookie, { payment_method: 'payment_method_voucher' });
    expect(missing.body).toMatchObject({ error_code: 'VOUCHER_INVALID', message: 'Vui lòng nhập mã voucher' });
    expect(await choiceOf(request.id)).toBeNull();
    expect((await choose(request.id, cookie, { payment_method: 'payment_method_voucher', voucher_code: 'THIS-HOTEL-001' })).status).toBe(
      200,
    );
  });

  it('refuses pay-later for a guest with BK1057', async () => {
    const { request, cookie } = await newRequest();
    const refused = await choose(request.id, cookie, { payment_method: 'payment_method_pay_later' });
    expect(refused.body).toMatchObject({ error_code: 'BK1057', message: 'Mua trước trả sau chỉ dành cho thành viên đã đăng nhập' });
  });

  it('refuses a lapsed hold with 409 HOLD_EXPIRED', async () => {
    const { request, cookie } = await newRequest();
    await database.handle.db.execute(sql`update booking_requests set expires_at = now() - interval '1 minute' where id = ${request.id}`);
    expect((await list(request.id, cookie)).body.error_code).toBe('HOLD_EXPIRED');
    expect((await choose(request.id, cookie, { payment_method: 'payment_method_atm' })).body.error_code).toBe('HOLD_EXPIRED');
  });

  it('lists banks and 2-4 branches of a bank; an unknown bank is 404, a bad id 400', async () => {
    const banks = bankListSchema.parse((await call('GET', '/api/common/hotel/banks/')).body.data);
    expect(banks.length).toBeGreaterThanOrEqual(10);
    expect(banks[0]).toMatchObject({ id: 1, code: 'VCB', short_name: 'Vietcombank' });
    for (const bank of banks.slice(0, 3)) {
      const branches = bankBranchListSchema.parse((await call('GET', `/api/booking/refund/get-branch-by-bank-id/${bank.id}`)).body.data);
      expect(branches.length).toBeGreaterThanOrEqual(2);
      expect(branches.length).toBeLessThanOrEqual(4);
      expect(branches.every((b) => b.bank_id === bank.id)).toBe(true);
      expect(branches.map((b) => b.province)).toContain('Hà Nội');
    }
    const unknown = await call('GET', '/api/booking/refund/get-branch-by-bank-id/9999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_code).toBe('NOT_FOUND');
    expect((await call('GET', '/api/booking/refund/get-branch-by-bank-id/abc')).status).toBe(400);
  });
});
