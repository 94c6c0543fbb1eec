import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { deals, orderDealItems } from '@/features/deals/db';
import { worldAirports } from '@/features/flights/db';
import { hotels } from '@/features/hotels/db';
import type { Db } from '@/lib/db/client';
import type { Lang } from '@/lib/i18n/config';
import type { OrderRow } from '../access/order-access';
import type { Tx } from '../transition';

export type OrderTitles = { vi: string; en: string };
type TitledRow = Pick<OrderRow, 'id' | 'productType' | 'title' | 'hotelId' | 'flight'>;

/** A hotel voucher order's title: "Ưu đãi <deal>" / "Deal <deal>". */
export const dealOrderTitle = (name: string, lang: Lang) => (lang === 'vi' ? `Ưu đãi ${name}` : `Deal ${name}`);

/** A flight order's title from its route's cities, as create-flight-order words it: "Vé máy bay Hà Nội → Đà Nẵng (khứ hồi)" / "Flights Hanoi → Da Nang (round trip)". */
function flightOrderTitle(route: { from: string; to: string }, roundTrip: boolean, lang: Lang): string {
  return lang === 'vi' ? `Vé máy bay ${route.from} → ${route.to}${roundTrip ? ' (khứ hồi)' : ''}` : `Flights ${route.from} → ${route.to}${roundTrip ? ' (round trip)' : ''}`;
}

const routeOf = (row: TitledRow) => {
  const segments = row.flight?.legs[0]?.listFlight ?? [];
  const [first, last] = [segments[0], segments.at(-1)];
  return first && last ? { from: first.startPoint, to: last.endPoint } : null;
};

/**
 * Every order's title in both languages, from what it was made of now (the stored title is in the language the order
 * was made in: a page or mail in the other language names it from the hotel, deal or airports). Three queries at most;
 * an order whose parts are gone keeps its stored title in both.
 */
export async function orderTitlesOf(db: Db | Tx, rows: readonly TitledRow[]): Promise<Map<number, OrderTitles>> {
  const hotelIds = [...new Set(rows.filter((r) => r.productType === 'hotel' && r.hotelId !== null).map((r) => r.hotelId!))];
  const dealOrderIds = rows.filter((r) => r.productType === 'deal' || r.productType === 'combo').map((r) => r.id);
  const codes = [...new Set(rows.flatMap((r) => (r.productType === 'flight' ? Object.values(routeOf(r) ?? {}) : [])))];
  const [hotelRows, dealRows, airportRows] = await Promise.all([
    hotelIds.length ? db.select({ id: hotels.id, vi: hotels.nameVi, en: hotels.name }).from(hotels).where(inArray(hotels.id, hotelIds)) : [],
    dealOrderIds.length
      ? db.select({ orderId: orderDealItems.orderId, vi: deals.nameVi, en: deals.nameEn }).from(orderDealItems).innerJoin(deals, eq(deals.id, orderDealItems.dealId)).where(inArray(orderDealItems.orderId, dealOrderIds))
      : [],
    codes.length ? db.select({ code: worldAirports.airportCode, vi: worldAirports.cityNameVi, en: worldAirports.cityNameEn }).from(worldAirports).where(inArray(worldAirports.airportCode, codes)) : [],
  ]);
  const hotelById = new Map(hotelRows.map((h) => [h.id, h]));
  const dealByOrder = new Map(dealRows.map((d) => [d.orderId, d]));
  const cityOf = new Map(airportRows.map((a) => [a.code, a]));
  const titles = new Map<number, OrderTitles>();
  for (const row of rows) titles.set(row.id, titlesOf(row, { hotel: hotelById.get(row.hotelId ?? -1), deal: dealByOrder.get(row.id), cityOf }));
  return titles;
}

type Names = { vi: string; en: string };
function titlesOf(row: TitledRow, { hotel, deal, cityOf }: { hotel?: Names; deal?: Names; cityOf: Map<string, Names> }): OrderTitles {
  const kept = { vi: row.title, en: row.title };
  if (row.productType === 'hotel') return hotel ? { vi: hotel.vi, en: hotel.en } : kept;
  // a combo is named by its deal as is ("Combo Vinpearl …"), a voucher order "Ưu đãi <deal>"
  if (row.productType === 'combo') return deal ? { vi: deal.vi, en: deal.en } : kept;
  if (row.productType === 'deal') return deal ? { vi: dealOrderTitle(deal.vi, 'vi'), en: dealOrderTitle(deal.en, 'en') } : kept;
  const route = row.productType === 'flight' ? routeOf(row) : null;
  if (!route) return kept;
  const city = (code: string, lang: Lang) => cityOf.get(code)?.[lang] ?? code;
  const roundTrip = (row.flight?.legs.length ?? 0) > 1;
  return {
    vi: flightOrderTitle({ from: city(route.from, 'vi'), to: city(route.to, 'vi') }, roundTrip, 'vi'),
    en: flightOrderTitle({ from: city(route.from, 'en'), to: city(route.to, 'en') }, roundTrip, 'en'),
  };
}
