import 'server-only';
import { and, asc, eq, lte } from 'drizzle-orm';
import { getReadDb } from '@/lib/db/client';
import { deals } from '../db';
import { dealPathOf } from './deal-cards';

/** The deal pages the sitemap lists: active deals whose sale has started (an ended one keeps its page), by id. */
export async function dealSitemapEntries(now: Date = new Date()): Promise<{ path: string; updatedAt: Date }[]> {
  const db = await getReadDb();
  const rows = await db
    .select({ id: deals.id, nameVi: deals.nameVi, updatedAt: deals.updatedAt })
    .from(deals)
    .where(and(eq(deals.status, 'active'), lte(deals.saleStartsAt, now)))
    .orderBy(asc(deals.id));
  return rows.map((row) => ({ path: dealPathOf(row), updatedAt: row.updatedAt }));
}
