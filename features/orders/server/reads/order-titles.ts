import 'server-only';
import { inArray } from 'drizzle-orm';
import { hotels } from '@/features/hotels/db';
import type { Db } from '@/lib/db/client';
import type { OrderNameRow, OrderReads, OrderTitles } from '../order-products';
import type { Tx } from '../transition';

/**
 * Every order's title in both languages, from what it was made of now (the stored title is in the language the order
 * was made in: a page or mail in the other language names it from the hotel, or through its product's reads from the
 * deal or the airports). Two queries and the products' own; an order whose parts are gone keeps its stored title in both.
 */
export async function orderTitlesOf(
  db: Db | Tx,
  rows: readonly OrderNameRow[],
  reads: Pick<OrderReads, 'namesOf'>,
): Promise<Map<number, OrderTitles>> {
  const hotelIds = [...new Set(rows.filter((r) => r.productType === 'hotel' && r.hotelId !== null).map((r) => r.hotelId!))];
  const [hotelRows, named] = await Promise.all([
    hotelIds.length
      ? db.select({ id: hotels.id, vi: hotels.nameVi, en: hotels.name }).from(hotels).where(inArray(hotels.id, hotelIds))
      : [],
    reads.namesOf(
      db,
      rows.filter((r) => r.productType !== 'hotel'),
    ),
  ]);
  const hotelById = new Map(hotelRows.map((h) => [h.id, h]));
  const titles = new Map<number, OrderTitles>();
  for (const row of rows) {
    const hotel = row.productType === 'hotel' ? hotelById.get(row.hotelId ?? -1) : undefined;
    const name = hotel ? { vi: hotel.vi, en: hotel.en } : named.get(row.id);
    titles.set(row.id, name ?? { vi: row.title, en: row.title });
  }
  return titles;
}
