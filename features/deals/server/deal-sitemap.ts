import 'server-only';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { getReadDb } from '@/lib/db/client';
import { deals } from '../db';
import { dealPathOf } from './deal-cards';
import { hasPriceOption } from './listable';

/**
 * The deal pages the sitemap lists, by id: active deals with a price option (those the list can show), whose
 * sale has started and not ended; a deal not yet or no longer sold keeps its page but is not advertised.
 */
export async function dealSitemapEntries(now: Date = new Date()): Promise<{ path: string; updatedAt: Date }[]> {
  const db = await getReadDb();
  const rows = await db
    .select({ id: deals.id, nameVi: deals.nameVi, updatedAt: deals.updatedAt })
    .from(deals)
    .where(and(eq(deals.status, 'active'), lte(deals.saleStartsAt, now), gt(deals.saleEndsAt, now), hasPriceOption()))
    .orderBy(asc(deals.id));
  return rows.map((row) => ({ path: dealPathOf(row), updatedAt: row.updatedAt }));
}
