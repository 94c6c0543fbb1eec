import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getReadDb } from '@/lib/db/client';
import { dealCategories, deals } from '../db';
import type { DealCategory } from '../schemas';
import { listableAt, storedDealType } from './listable';

/** GET /v2-hotel/deal/category?type=: the categories (of one type, dynamic-combo = combo) with how many deals each lists now. */
export async function listDealCategories(
  query: { type?: 'voucher' | 'combo' | 'dynamic-combo'; lang: 'vi' | 'en' },
  now: Date = new Date(),
): Promise<DealCategory[]> {
  const db = await getReadDb();
  const rows = await db
    .select({
      category: dealCategories,
      count: sql<number>`count(${deals.id})::int`,
    })
    .from(dealCategories)
    .leftJoin(deals, and(eq(deals.categoryId, dealCategories.id), listableAt(now)))
    .where(query.type ? eq(dealCategories.type, storedDealType(query.type)) : undefined)
    .groupBy(dealCategories.id)
    .orderBy(asc(dealCategories.sortOrder), asc(dealCategories.id));
  return rows.map(({ category, count }) => ({
    id: category.id,
    type: category.type === 'combo' ? 'combo' : 'voucher',
    slug: category.slug,
    name: query.lang === 'vi' ? category.nameVi : category.nameEn,
    count,
  }));
}
