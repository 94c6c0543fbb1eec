import 'server-only';
import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { dealPrices, deals } from '../db';

/** A deal the site lists now: active, inside its sale window, with at least one price option. */
export const listableAt = (now: Date): SQL =>
  and(
    eq(deals.status, 'active'),
    lte(deals.saleStartsAt, now),
    gt(deals.saleEndsAt, now),
    sql`exists (select 1 from ${dealPrices} where ${dealPrices.dealId} = ${deals.id})`,
  )!;

/** The spec's list call asks deal_type=dynamic-combo for the combos. */
export const storedDealType = (param: 'voucher' | 'combo' | 'dynamic-combo'): 'voucher' | 'combo' => (param === 'voucher' ? 'voucher' : 'combo');
