import 'server-only';
import { and, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { dealPrices, deals } from '../db';

type SaleFacts = Pick<typeof deals.$inferSelect, 'dealType' | 'saleStartsAt' | 'saleEndsAt' | 'roomNights' | 'validTo'>;

/**
 * Whether a deal is on sale now: inside its sale window and, for a voucher, still usable (a stay of its nights
 * starting today ends by valid_to). The purchase check, the detail's on_sale and the list (listableAt) share it.
 */
export function onSaleAt(deal: SaleFacts, now: Date): boolean {
  if (now.getTime() < deal.saleStartsAt.getTime() || now.getTime() >= deal.saleEndsAt.getTime()) return false;
  return deal.dealType !== 'voucher' || addDays(todayIso(now), deal.roomNights - 1) <= deal.validTo;
}

/** onSaleAt as SQL over the deals table. */
const onSaleSql = (now: Date): SQL =>
  and(
    lte(deals.saleStartsAt, now),
    gt(deals.saleEndsAt, now),
    or(sql`${deals.dealType} <> 'voucher'`, sql`${deals.validTo} >= cast(${todayIso(now)} as date) + (${deals.roomNights} - 1)`),
  )!;

/** A deal with at least one price option (and a category: the column is required), the list's and the sitemap's. */
export const hasPriceOption = (): SQL => sql`exists (select 1 from ${dealPrices} where ${dealPrices.dealId} = ${deals.id})`;

/** A deal the site lists now: active, on sale (onSaleAt), with at least one price option. */
export const listableAt = (now: Date): SQL => and(eq(deals.status, 'active'), onSaleSql(now), hasPriceOption())!;

/** The spec's list call asks deal_type=dynamic-combo for the combos. */
export const storedDealType = (param: 'voucher' | 'combo' | 'dynamic-combo'): 'voucher' | 'combo' =>
  param === 'voucher' ? 'voucher' : 'combo';
