import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateMember, earnPoints, redeemDiscount, useCoupon } from '@/features/loyalty/server';
import { queryRows } from '@/lib/db/client';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const RACERS = 50;
const USER = 60;

// PGlite runs one statement at a time in this process, so nothing races there: these tests need PostgreSQL
// (TEST_DATABASE_URL, project integration-postgres).
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(`loyalty under concurrency [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  const rows = <T>(query: string) => queryRows<T>(database.handle.db, sql.raw(query));

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 0 });
    await rows(`insert into users (id, email, first_name, last_name) values (${USER}, 'race@example.com', 'Race', 'Test')`);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('makes one member of concurrent activations', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => activateMember(USER)));
    expect(new Set(answers.map((a) => a.member_id))).toEqual(new Set(['LY00000060']));
    expect(await rows(`select count(*)::int n from loyalty_members where user_id = ${USER}`)).toEqual([{ n: 1 }]);
  });

  it(`lets exactly k of ${RACERS} concurrent redemptions through, never below zero, balance = ledger`, async () => {
    // Bạc earns 10 points per 100,000 VND: 1,000 + 1,300 + 1,500 = 3,800 points = 7 offers of 500 and 300 left
    for (const [order, amount] of [
      ['RACE-1', 10_000_000],
      ['RACE-2', 13_000_000],
      ['RACE-3', 15_000_000],
    ] as const) {
      await earnPoints({ userId: USER, orderNumber: order, amountVnd: amount, roomNights: 0 });
    }
    const results = await Promise.allSettled(Array.from({ length: RACERS }, () => redeemDiscount(USER, 1)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(7);
    expect(refused).toHaveLength(RACERS - 7);
    for (const r of refused) expect(r.reason).toMatchObject({ httpStatus: 409, errorCode: 'INSUFFICIENT_POINTS' });
    const [state] = await rows<{ balance: number; ledger: number; debits: number; coupons: number }>(`select m.available_point balance,
        (select coalesce(sum(remaining_point), 0)::int from loyalty_point_transactions where member_id = m.id and type = 'CREDIT' and status = 'POSTED') ledger,
        (select count(*)::int from loyalty_point_transactions where member_id = m.id and type = 'DEBIT') debits,
        (select count(*)::int from coupon_codes where member_id = m.id) coupons
      from loyalty_members m where user_id = ${USER}`);
    expect(state).toEqual({ balance: 300, ledger: 300, debits: 7, coupons: 7 });
  });

  it(`uses a coupon with usage_limit 3 exactly 3 times out of ${RACERS} concurrent orders`, async () => {
    await rows(`insert into coupon_codes (member_id, code, discount_type, discount_value, valid_from, valid_to, usage_limit)
      select id, 'RACE3USES', 'amount', 10000, current_date - 1, current_date + 30, 3 from loyalty_members where user_id = ${USER}`);
    const results = await Promise.allSettled(
      Array.from({ length: RACERS }, (_, i) => useCoupon({ userId: USER, code: 'RACE3USES', orderNumber: `RACE-ORDER-${i}` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ errorCode: 'COUPON_UNAVAILABLE' });
    expect(
      await rows(
        `select used_count, coupon_status, (select count(*)::int from coupon_uses u where u.coupon_id = c.id) uses from coupon_codes c where code = 'RACE3USES'`,
      ),
    ).toEqual([{ used_count: 3, coupon_status: 'used', uses: 3 }]);
  });

  it('credits one order once when two members claim it at the same moment; the other is a 400, never a 500', async () => {
    const OTHER = USER + 1;
    await rows(`insert into users (id, email, first_name, last_name) values (${OTHER}, 'race2@example.com', 'Race', 'Two')`);
    await activateMember(OTHER);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        earnPoints({ userId: i % 2 ? USER : OTHER, orderNumber: 'RACE-SHARED', amountVnd: 1_000_000, roomNights: 1 }),
      ),
    );
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ httpStatus: 400 });
    expect(await rows(`select count(*)::int n from loyalty_point_transactions where order_number = 'RACE-SHARED'`)).toEqual([{ n: 1 }]);
  });
});
