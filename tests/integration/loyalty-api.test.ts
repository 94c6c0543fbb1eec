import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as activate from '@/app/api/v2-user/loyalties/activate/route';
import * as earnPoint from '@/app/api/v2-user/loyalties/earn-point/route';
import * as memberInfo from '@/app/api/v2-user/loyalties/member-info/route';
import * as summary from '@/app/api/v2-user/loyalties/summary/route';
import * as transaction from '@/app/api/v2-user/loyalties/transaction/[id]/route';
import * as transactions from '@/app/api/v2-user/loyalties/transactions/route';
import * as benefitTransaction from '@/app/api/v2-user/loyalty-benefit-transaction/[id]/route';
import * as benefits from '@/app/api/v2-user/loyalty-benefits/route';
import * as members from '@/app/api/v2-user/loyalty-members/route';
import * as redeemDiscount from '@/app/api/v2-user/loyalty-redeem-discount/[id]/route';
import * as redeemOffers from '@/app/api/v2-user/loyalty-redeem-offers/route';
import {
  activityItemSchema,
  activityPageSchema,
  benefitSchema,
  benefitTransactionSchema,
  earnResultSchema,
  loyaltyMemberSchema,
  loyaltySummarySchema,
  memberInfoSchema,
  memberPricingSchema,
  redeemOfferSchema,
  redeemResultSchema,
} from '@/features/loyalty/schemas';
import { expirePoints, memberPricingOf, useCoupon } from '@/features/loyalty/server';
import { queryRows } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer } from '../helpers/api-server';
import { installSsoStandIn } from '../helpers/sso-stand-in';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const KEY = 'test-internal-key-0123456789abcdef';
let database: TestDatabase;
let sso: ReturnType<typeof installSsoStandIn>;
let api: Awaited<ReturnType<typeof startApiServer>>;
const cookies: Record<number, string> = {};

type Answer = { status: number; body: { status: string; data?: never; error_code?: string; message?: string } & Record<string, unknown> };
async function call(
  method: string,
  path: string,
  { user, body, headers = {} }: { user?: number; body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const cookie: Record<string, string> = user ? { cookie: cookies[user]! } : {};
  // the test server's own origin, as a browser on it would send
  const origin: Record<string, string> = method === 'GET' ? {} : { origin: api.origin };
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...origin, ...cookie, ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
const data = (answer: Answer): any => answer.body.data;
/** The answer has exactly the documented shape: parsing keeps every key and strips none. */
function expectShape(schema: z.ZodType, value: unknown) {
  expect(schema.parse(value)).toEqual(value);
}
const rows = <T>(query: string) => queryRows<T>(database.handle.db, sql.raw(query));
const ledgerBalance = async (memberId: number) =>
  (
    await rows<{ balance: number; ledger: number }>(`select available_point balance,
     (select coalesce(sum(remaining_point), 0)::int from loyalty_point_transactions where member_id = m.id and type = 'CREDIT' and status = 'POSTED') ledger
     from loyalty_members m where id = ${memberId}`)
  )[0]!;

beforeAll(async () => {
  database = await createTestDatabase({ hotels: 0 });
  sso = installSsoStandIn();
  for (const userId of [1, 2, 3, 40]) cookies[userId] = (await sso.signIn({ userId })).cookie;
  api = await startApiServer({
    '/api/v2-user/loyalty-members': members,
    '/api/v2-user/loyalties/member-info': memberInfo,
    '/api/v2-user/loyalties/activate': activate,
    '/api/v2-user/loyalties/summary': summary,
    '/api/v2-user/loyalties/transactions': transactions,
    '/api/v2-user/loyalties/transaction/[id]': transaction,
    '/api/v2-user/loyalties/earn-point': earnPoint,
    '/api/v2-user/loyalty-benefits': benefits,
    '/api/v2-user/loyalty-benefit-transaction/[id]': benefitTransaction,
    '/api/v2-user/loyalty-redeem-offers': redeemOffers,
    '/api/v2-user/loyalty-redeem-discount/[id]': redeemDiscount,
  });
  process.env.INTERNAL_API_KEY = KEY;
  resetServerEnvCache();
});
afterAll(async () => {
  delete process.env.INTERNAL_API_KEY;
  resetServerEnvCache();
  await api.close();
  sso.uninstall();
  await database.drop();
});

describe(`loyalty API [${process.env.TEST_DB_KIND}]`, () => {
  it('answers 401 on every endpoint without a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/v2-user/loyalty-members'],
      ['GET', '/api/v2-user/loyalties/member-info'],
      ['POST', '/api/v2-user/loyalties/activate'],
      ['GET', '/api/v2-user/loyalties/summary'],
      ['GET', '/api/v2-user/loyalties/transactions'],
      ['GET', '/api/v2-user/loyalties/transaction/1'],
      ['GET', '/api/v2-user/loyalty-benefits'],
      ['GET', '/api/v2-user/loyalty-benefit-transaction/1'],
      ['GET', '/api/v2-user/loyalty-redeem-offers'],
      ['POST', '/api/v2-user/loyalty-redeem-discount/1'],
    ] as const) {
      const answer = await call(method, path);
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.error_code).toBe('UNAUTHORIZED');
    }
    expect((await call('GET', '/api/v2-user/loyalties/member-info', { headers: { cookie: 'accessToken=forged.token.x' } })).status).toBe(
      401,
    );
  });

  it('lists the members and describes the own one (spec 3 loyalty)', async () => {
    expect(data(await call('GET', '/api/v2-user/loyalty-members', { user: 1 }))).toEqual([
      { member_id: 'LY00000001', status: 'ACTIVE', is_third_party: false, level_name: 'Vàng' },
    ]);
    expect(data(await call('GET', '/api/v2-user/loyalty-members', { user: 3 }))).toEqual([
      { member_id: 'TP00000003', status: 'ACTIVE', is_third_party: true, level_name: 'Bạc' },
    ]);
    // a user with no member at all (a new sign-up) is enrolled, ACTIVE at the first level, once
    expect(data(await call('GET', '/api/v2-user/loyalty-members', { user: 40 }))).toEqual([
      { member_id: 'LY00000040', status: 'ACTIVE', is_third_party: false, level_name: 'Bạc' },
    ]);
    expect(data(await call('GET', '/api/v2-user/loyalty-members', { user: 40 }))).toHaveLength(1);
    const info = data(await call('GET', '/api/v2-user/loyalties/member-info', { user: 1 }));
    expect(info).toMatchObject({
      member_id: 'LY00000001',
      status: 'ACTIVE',
      level_code: 'GOLD',
      level_name: 'Vàng',
      level_name_en: 'Gold',
      loyalty_discount_percent: 5,
      available_point: 2500,
      room_night: 15,
      next_level: { name: 'Bạch kim', name_en: 'Platinum', room_nights_needed: 15 },
      next_expiring_points: { points: 200 },
    });
    expect(new Date(info.next_expiring_points.expired_at).getTime()).toBeGreaterThan(Date.now());
    expectShape(memberInfoSchema, info);
    expectShape(z.array(loyaltyMemberSchema), data(await call('GET', '/api/v2-user/loyalty-members', { user: 1 })));
    // a third-party member only: no own member yet
    expect(await call('GET', '/api/v2-user/loyalties/member-info', { user: 3 })).toMatchObject({
      status: 200,
      body: { status: 'success', data: null },
    });
  });

  it('activates a new member at the lowest level, idempotently, and leaves a suspended one suspended', async () => {
    const first = await call('POST', '/api/v2-user/loyalties/activate', { user: 40, body: '{}' });
    expect(first.status).toBe(200);
    expect(data(first)).toMatchObject({
      member_id: 'LY00000040',
      status: 'ACTIVE',
      level_code: 'SILVER',
      available_point: 0,
      room_night: 0,
      next_expiring_points: null,
    });
    expect(data(await call('POST', '/api/v2-user/loyalties/activate', { user: 40 }))).toEqual(data(first));
    expect((await rows<{ n: number }>(`select count(*)::int n from loyalty_members where user_id = 40`))[0]!.n).toBe(1);
    expect(data(await call('GET', '/api/v2-user/loyalties/member-info', { user: 40 }))).toEqual(data(first));

    expect(data(await call('GET', '/api/v2-user/loyalties/member-info', { user: 2 })).status).toBe('SUSPENSION_REQUESTED');
    expect(await memberPricingOf(2)).toEqual({ confirmed: false, loyaltyDiscountPercent: 0, levelName: null });
    // a suspension is not the member's to lift
    expect(data(await call('POST', '/api/v2-user/loyalties/activate', { user: 2 }))).toMatchObject({
      member_id: 'LY00000002',
      status: 'SUSPENSION_REQUESTED',
      available_point: 150,
    });
    expect(await memberPricingOf(2)).toEqual({ confirmed: false, loyaltyDiscountPercent: 0, levelName: null });
    expect(await memberPricingOf(1)).toEqual({ confirmed: true, loyaltyDiscountPercent: 5, levelName: 'Vàng' });
    expect(await memberPricingOf(null)).toMatchObject({ confirmed: false });
    expectShape(memberPricingSchema, await memberPricingOf(1));
  });

  it('summarises room nights and only the available coupons', async () => {
    const answer = data(await call('GET', '/api/v2-user/loyalties/summary', { user: 1 }));
    expectShape(loyaltySummarySchema, answer);
    expect(answer.room_nights).toBe(15);
    expect(answer.coupon_codes.map((c: { code: string }) => c.code).sort()).toEqual(['LYVANG10PCT', 'LYVANG50K']);
    expect(answer.coupon_codes.every((c: { coupon_status: string }) => c.coupon_status === 'available')).toBe(true);
    expect(answer.coupon_codes.find((c: { code: string }) => c.code === 'LYVANG10PCT')).toMatchObject({
      discount_type: 'percent',
      discount_value: 10,
      max_discount_vnd: 200000,
      uses_left: 2,
    });
  });

  it('pages the activity newest first and shows one item only to its owner', async () => {
    const page1 = data(await call('GET', '/api/v2-user/loyalties/transactions?page=1&page_size=5', { user: 1 }));
    expect(page1).toMatchObject({ page: 1, page_size: 5, total: 7 });
    expect(page1.items).toHaveLength(5);
    expectShape(activityPageSchema, page1);
    const page2 = data(await call('GET', '/api/v2-user/loyalties/transactions?page=2&page_size=5', { user: 1 }));
    expect(page2.items).toHaveLength(2);
    const all = [...page1.items, ...page2.items] as { created_at: string; status: string; type: string }[];
    expect(all.map((i) => i.created_at)).toEqual([...all.map((i) => i.created_at)].sort().reverse());
    expect(new Set(all.map((i) => i.status))).toEqual(new Set(['PENDING', 'POSTED', 'EXPIRED', 'CANCELLED']));
    expect(Object.keys(page1.items[0]).sort()).toEqual([
      'available_value',
      'created_at',
      'expired_at',
      'id',
      'order_number',
      'posted_at',
      'redeemed_value',
      'status',
      'type',
    ]);

    expectShape(activityItemSchema, data(await call('GET', '/api/v2-user/loyalties/transaction/4', { user: 1 })));
    expectShape(benefitTransactionSchema, data(await call('GET', '/api/v2-user/loyalty-benefit-transaction/1', { user: 1 })));
    expect(data(await call('GET', '/api/v2-user/loyalties/transaction/4', { user: 1 }))).toMatchObject({
      id: 4,
      type: 'DEBIT',
      redeemed_value: 1000,
      status: 'POSTED',
    });
    expect(await call('GET', '/api/v2-user/loyalties/transaction/4', { user: 2 })).toMatchObject({
      status: 404,
      body: { error_code: 'NOT_FOUND' },
    });
    expect((await call('GET', '/api/v2-user/loyalties/transaction/999999', { user: 1 })).status).toBe(404);
    expect(data(await call('GET', '/api/v2-user/loyalty-benefit-transaction/1', { user: 1 }))).toMatchObject({
      id: 1,
      benefit: { benefit_name: 'Nhận phòng sớm' },
    });
    expect((await call('GET', '/api/v2-user/loyalty-benefit-transaction/1', { user: 2 })).status).toBe(404);
    expect((await call('GET', '/api/v2-user/loyalty-benefit-transaction/2', { user: 2 })).status).toBe(200);
  });

  it('lists the benefits of the member level and the redeem offers', async () => {
    const gold = data(await call('GET', '/api/v2-user/loyalty-benefits', { user: 1 }));
    expectShape(z.array(benefitSchema), gold);
    expect(gold.map((b: { benefit_name_en: string }) => b.benefit_name_en)).toEqual(['Gold member discount', 'Early check-in']);
    expect(data(await call('GET', '/api/v2-user/loyalty-benefits', { user: 3 }))).toEqual([]);
    const offers = data(await call('GET', '/api/v2-user/loyalty-redeem-offers', { user: 1 }));
    expectShape(z.array(redeemOfferSchema), offers);
    expect(offers.map((o: { points_cost: number }) => o.points_cost)).toEqual([500, 1000, 2500]);
  });

  it('answers 400 to bad params, queries and bodies, and writes nothing', async () => {
    const before = await rows<{ n: string }>(
      `select (select count(*) from loyalty_point_transactions) || '/' || (select count(*) from coupon_codes) || '/' || (select count(*) from loyalty_members) n`,
    );
    for (const [method, path, body] of [
      ['GET', '/api/v2-user/loyalties/transactions?page_size=51', undefined],
      ['GET', '/api/v2-user/loyalties/transactions?page=0', undefined],
      ['GET', '/api/v2-user/loyalties/transactions?page=x', undefined],
      ['GET', '/api/v2-user/loyalties/transactions?sort=1', undefined],
      ['GET', '/api/v2-user/loyalties/transaction/abc', undefined],
      ['GET', '/api/v2-user/loyalties/transaction/-1', undefined],
      ['GET', '/api/v2-user/loyalty-benefit-transaction/1.5', undefined],
      ['POST', '/api/v2-user/loyalty-redeem-discount/zero', '{}'],
      ['POST', '/api/v2-user/loyalty-redeem-discount/1', '{"points":5}'],
      ['POST', '/api/v2-user/loyalty-redeem-discount/1', '[]'],
      ['POST', '/api/v2-user/loyalties/activate', '{"user_id":2}'],
    ] as const) {
      const answer = await call(method, path, { user: 1, body });
      expect(answer.status, `${method} ${path} ${body}`).toBe(400);
      expect(answer.body.status).toBe('error');
    }
    const after = await rows<{ n: string }>(
      `select (select count(*) from loyalty_point_transactions) || '/' || (select count(*) from coupon_codes) || '/' || (select count(*) from loyalty_members) n`,
    );
    expect(after).toEqual(before);
  });

  it('earns points only with the internal key, once per order', async () => {
    const body = JSON.stringify({ user_id: 1, order_number: 'DH-EARN-1', amount_vnd: 2_500_000, room_nights: 3 });
    expect(await call('POST', '/api/v2-user/loyalties/earn-point', { body })).toMatchObject({
      status: 403,
      body: { error_code: 'FORBIDDEN' },
    });
    expect(
      (await call('POST', '/api/v2-user/loyalties/earn-point', { body, headers: { authorization: 'Bearer wrong-key-0123456789abcdef' } }))
        .status,
    ).toBe(403);
    // a signed-in browser is not a service
    expect((await call('POST', '/api/v2-user/loyalties/earn-point', { body, user: 1 })).status).toBe(403);
    const auth = { authorization: `Bearer ${KEY}` };
    expect(
      (
        await call('POST', '/api/v2-user/loyalties/earn-point', {
          body: '{"user_id":1,"order_number":"x y","amount_vnd":1,"room_nights":1}',
          headers: auth,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/v2-user/loyalties/earn-point', {
          body: '{"user_id":1,"order_number":"A1","amount_vnd":-5,"room_nights":1}',
          headers: auth,
        })
      ).status,
    ).toBe(400);

    const first = await call('POST', '/api/v2-user/loyalties/earn-point', { body, headers: auth });
    // Vàng earns 12 points per 100,000 VND
    expectShape(earnResultSchema, data(first));
    expect(data(first)).toMatchObject({ points: 300, available_point: 2800, room_night: 18, created: true });
    const again = await call('POST', '/api/v2-user/loyalties/earn-point', { body, headers: auth });
    expect(data(again)).toMatchObject({
      transaction_id: data(first).transaction_id,
      points: 300,
      available_point: 2800,
      room_night: 18,
      created: false,
    });
    expect(
      (await rows<{ n: number }>(`select count(*)::int n from loyalty_point_transactions where order_number = 'DH-EARN-1'`))[0]!.n,
    ).toBe(1);
    expect(await ledgerBalance(1)).toEqual({ balance: 2800, ledger: 2800 });
    expect(
      await call('POST', '/api/v2-user/loyalties/earn-point', {
        body: JSON.stringify({ user_id: 3, order_number: 'DH-EARN-3', amount_vnd: 100_000, room_nights: 1 }),
        headers: auth,
      }),
    ).toMatchObject({ status: 409, body: { error_code: 'NOT_A_MEMBER' } });

    process.env.INTERNAL_API_KEY = '';
    resetServerEnvCache();
    try {
      expect((await call('POST', '/api/v2-user/loyalties/earn-point', { body, headers: { authorization: 'Bearer ' } })).status).toBe(403);
    } finally {
      process.env.INTERNAL_API_KEY = KEY;
      resetServerEnvCache();
    }
  });

  it('a voucher order (0 VND) counts its room nights but adds no "+0" activity row', async () => {
    const auth = { authorization: `Bearer ${KEY}` };
    const before = data(await call('GET', '/api/v2-user/loyalties/transactions?page=1&page_size=50', { user: 1 }));
    const earned = await call('POST', '/api/v2-user/loyalties/earn-point', {
      body: JSON.stringify({ user_id: 1, order_number: 'DH-VOUCHER-0', amount_vnd: 0, room_nights: 2 }),
      headers: auth,
    });
    expect(data(earned)).toMatchObject({ points: 0, created: true });
    const after = data(await call('GET', '/api/v2-user/loyalties/transactions?page=1&page_size=50', { user: 1 }));
    expect(after.total).toBe(before.total);
    expect(
      (after.items as { order_number: string | null; available_value: number; redeemed_value: number }[]).filter(
        (i) => i.available_value === 0 && i.redeemed_value === 0,
      ),
    ).toEqual([]);
    // the ledger keeps the 0-point row: it makes the room nights count once and lets a cancellation take them back
    expect(await rows(`select available_value from loyalty_point_transactions where order_number = 'DH-VOUCHER-0'`)).toEqual([
      { available_value: 0 },
    ]);
  });

  it('redeems points FIFO for a coupon, honours Idempotency-Key, and refuses past the balance', async () => {
    const before = (await ledgerBalance(1)).balance;
    const first = await call('POST', '/api/v2-user/loyalty-redeem-discount/1', { user: 1, headers: { 'idempotency-key': 'click-1' } });
    expect(first.status).toBe(200);
    expect(data(first)).toMatchObject({
      available_point: before - 500,
      coupon: { coupon_status: 'available', discount_type: 'amount', discount_value: 50000, uses_left: 1 },
    });
    expectShape(redeemResultSchema, data(first));
    expect(data(first).coupon.code).toMatch(/^LY[A-Z2-9]{10}$/);
    const retry = await call('POST', '/api/v2-user/loyalty-redeem-discount/1', { user: 1, headers: { 'idempotency-key': 'click-1' } });
    expect(data(retry)).toEqual(data(first));
    expect(
      await call('POST', '/api/v2-user/loyalty-redeem-discount/2', { user: 1, headers: { 'idempotency-key': 'click-1' } }),
    ).toMatchObject({ status: 422, body: { error_code: 'IDEMPOTENCY_KEY_REUSED' } });
    // the soonest-expiring credit (200 left) went first
    expect(
      (await rows<{ remaining_point: number }>(`select remaining_point from loyalty_point_transactions where id = 1`))[0]!.remaining_point,
    ).toBe(0);
    expect(await ledgerBalance(1)).toEqual({ balance: before - 500, ledger: before - 500 });
    const summaryCodes = data(await call('GET', '/api/v2-user/loyalties/summary', { user: 1 })).coupon_codes.map(
      (c: { code: string }) => c.code,
    );
    expect(summaryCodes).toContain(data(first).coupon.code);

    // user 2 is suspended: no redemption; once the suspension is lifted (by staff), 150 points are too few
    expect(await call('POST', '/api/v2-user/loyalty-redeem-discount/1', { user: 2 })).toMatchObject({
      status: 409,
      body: { error_code: 'NOT_A_MEMBER' },
    });
    await rows(`update loyalty_members set status = 'ACTIVE' where user_id = 2 and not is_third_party`);
    const debitsBefore = await rows<{ n: number }>(`select count(*)::int n from loyalty_point_transactions where type = 'DEBIT'`);
    expect(await call('POST', '/api/v2-user/loyalty-redeem-discount/1', { user: 2 })).toMatchObject({
      status: 409,
      body: { error_code: 'INSUFFICIENT_POINTS' },
    });
    expect(await rows(`select count(*)::int n from loyalty_point_transactions where type = 'DEBIT'`)).toEqual(debitsBefore);
    expect(await ledgerBalance(2)).toEqual({ balance: 150, ledger: 150 });
    expect((await call('POST', '/api/v2-user/loyalty-redeem-discount/999', { user: 1 })).status).toBe(404);
    expect(await call('POST', '/api/v2-user/loyalty-redeem-discount/1', { user: 3 })).toMatchObject({
      status: 409,
      body: { error_code: 'NOT_A_MEMBER' },
    });
    // a cookie-carrying write from another origin
    expect(
      (await call('POST', '/api/v2-user/loyalty-redeem-discount/1', { user: 1, headers: { origin: 'https://evil.example' } })).status,
    ).toBe(403);
  });

  it('expires overdue credits out of the balance (lazily and by the job)', async () => {
    const { balance } = await ledgerBalance(1);
    const inAYear = new Date(Date.now() + 400 * 86_400_000);
    // the job at a date past every seeded credit of member 2
    expect(await expirePoints(inAYear)).toBeGreaterThan(0);
    expect(await ledgerBalance(2)).toEqual({ balance: 0, ledger: 0 });
    expect((await ledgerBalance(1)).balance).toBeLessThan(balance);
    expect(await ledgerBalance(1)).toMatchObject({ balance: (await ledgerBalance(1)).ledger });
  });

  it('uses a coupon once per order and never past its limit', async () => {
    expect(await useCoupon({ userId: 1, code: 'lyvang10pct', orderNumber: 'DH-C-1' })).toMatchObject({
      firstUseForOrder: true,
      coupon: { uses_left: 1 },
    });
    expect(await useCoupon({ userId: 1, code: 'LYVANG10PCT', orderNumber: 'DH-C-1' })).toMatchObject({ firstUseForOrder: false });
    expect(await useCoupon({ userId: 1, code: 'LYVANG10PCT', orderNumber: 'DH-C-2' })).toMatchObject({
      firstUseForOrder: true,
      coupon: { uses_left: 0 },
    });
    await expect(useCoupon({ userId: 1, code: 'LYVANG10PCT', orderNumber: 'DH-C-3' })).rejects.toMatchObject({
      errorCode: 'COUPON_UNAVAILABLE',
    });
    await expect(useCoupon({ userId: 2, code: 'LYVANG50K', orderNumber: 'DH-C-4' })).rejects.toMatchObject({
      errorCode: 'COUPON_UNAVAILABLE',
    });
    expect(await rows(`select used_count, coupon_status from coupon_codes where code = 'LYVANG10PCT'`)).toEqual([
      { used_count: 3, coupon_status: 'used' },
    ]);
    expect(await rows(`select count(*)::int n from coupon_uses where order_number = 'DH-C-3'`)).toEqual([{ n: 0 }]);
  });
});
