import 'server-only';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getReadDb } from '@/lib/db/client';
import { dealCategories, dealPrices, deals } from '../db';
import type { DealListQuery, DealList } from '../schemas';
import { dealCardOf, dealFactsOf } from './deal-cards';
import { listableAt, storedDealType } from './listable';

const minPrice = sql`(select min(${dealPrices.sellPrice}) from ${dealPrices} where ${dealPrices.dealId} = ${deals.id})`;
const soldOut = sql`(${deals.quantitySold} >= ${deals.quantityTotal})`;

const ORDER: Record<DealListQuery['sort'], SQL[]> = {
  popular: [asc(deals.sortOrder), asc(deals.id)],
  price_asc: [asc(minPrice), asc(deals.id)],
  price_desc: [desc(minPrice), asc(deals.id)],
  newest: [desc(deals.createdAt), desc(deals.id)],
};

/**
 * GET /v2-hotel/deals/: the deals on sale now, filtered (deal_type, dynamic-combo = combo, combo_type, category
 * slug, hotel), sorted and paged. Sold-out deals still list ("hết"), after every deal that has units left.
 */
export async function listDeals(query: DealListQuery, now: Date = new Date()): Promise<DealList> {
  const db = await getReadDb();
  const where = and(
    listableAt(now),
    query.deal_type ? eq(deals.dealType, storedDealType(query.deal_type)) : undefined,
    query.combo_type ? eq(deals.comboType, query.combo_type) : undefined,
    query.category ? eq(dealCategories.slug, query.category) : undefined,
    query.hotel_id ? eq(deals.hotelId, query.hotel_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ deal: deals })
      .from(deals)
      .innerJoin(dealCategories, eq(dealCategories.id, deals.categoryId))
      .where(where)
      .orderBy(asc(soldOut), ...ORDER[query.sort])
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(deals).innerJoin(dealCategories, eq(dealCategories.id, deals.categoryId)).where(where),
  ]);
  const list = rows.map((r) => r.deal);
  const facts = await dealFactsOf(db, list);
  return {
    items: list.flatMap((d) => dealCardOf(d, facts, query.lang) ?? []),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
