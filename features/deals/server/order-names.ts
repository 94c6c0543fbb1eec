import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { OrderNameRow, OrderTitles } from '@/features/orders/server';
import type { Db } from '@/lib/db/client';
import type { Lang } from '@/lib/i18n/config';
import { deals, orderDealItems } from '../db';

/** A hotel voucher order's title: "Ưu đãi <deal>" / "Deal <deal>". */
export const dealOrderTitle = (name: string, lang: Lang) => (lang === 'vi' ? `Ưu đãi ${name}` : `Deal ${name}`);

/**
 * Voucher deal and combo orders' titles in both languages from their deal now (one query): a combo is named by its deal
 * as is ("Combo Vinpearl …"), a voucher order "Ưu đãi <deal>". An order whose deal is gone keeps its stored title.
 */
export async function dealOrderNamesOf(db: Pick<Db, 'select'>, rows: readonly OrderNameRow[]): Promise<Map<number, OrderTitles>> {
  const kinds = new Map(rows.filter((r) => r.productType === 'deal' || r.productType === 'combo').map((r) => [r.id, r.productType]));
  if (kinds.size === 0) return new Map();
  const found = await db
    .select({ orderId: orderDealItems.orderId, vi: deals.nameVi, en: deals.nameEn })
    .from(orderDealItems)
    .innerJoin(deals, eq(deals.id, orderDealItems.dealId))
    .where(inArray(orderDealItems.orderId, [...kinds.keys()]));
  const names = new Map<number, OrderTitles>();
  for (const deal of found) {
    const combo = kinds.get(deal.orderId) === 'combo';
    names.set(
      deal.orderId,
      combo ? { vi: deal.vi, en: deal.en } : { vi: dealOrderTitle(deal.vi, 'vi'), en: dealOrderTitle(deal.en, 'en') },
    );
  }
  return names;
}
