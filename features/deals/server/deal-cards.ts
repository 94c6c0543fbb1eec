import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import { worldAirports } from '@/features/flights/db';
import { hotels } from '@/features/hotels/db';
import type { Db } from '@/lib/db/client';
import { dealPath, dealThumbPath } from '@/lib/paths';
import { dealCategories, dealFlights, dealImages, dealPrices, deals } from '../db';
import { adultsOf, discountPercent, fromPrice } from '../rules/price';
import type { DealCard, DealPrice } from '../schemas';

export type DealRow = typeof deals.$inferSelect;
type Lang = 'vi' | 'en';
type ImageRow = typeof dealImages.$inferSelect;
type PriceRow = typeof dealPrices.$inferSelect;
type FlightRow = typeof dealFlights.$inferSelect;

/** What the cards and the detail read besides the deal rows, fetched for many deals at once. */
export type DealFacts = {
  categories: Map<number, typeof dealCategories.$inferSelect>;
  hotels: Map<number, Pick<typeof hotels.$inferSelect, 'id' | 'name' | 'nameVi' | 'starRate' | 'fullAddress' | 'fullAddressEn'>>;
  images: Map<number, ImageRow[]>;
  prices: Map<number, PriceRow[]>;
  flights: Map<number, FlightRow[]>;
  cities: Map<string, { vi: string; en: string }>;
};

const grouped = <T extends { dealId: number }>(rows: readonly T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.dealId, [...(map.get(row.dealId) ?? []), row]);
  return map;
};

/** The facts of these deals in five queries (none when the list is empty). */
export async function dealFactsOf(db: Db, rows: readonly DealRow[]): Promise<DealFacts> {
  const ids = rows.map((d) => d.id);
  if (ids.length === 0)
    return { categories: new Map(), hotels: new Map(), images: new Map(), prices: new Map(), flights: new Map(), cities: new Map() };
  const [categories, hotelRows, images, prices, flights] = await Promise.all([
    db
      .select()
      .from(dealCategories)
      .where(inArray(dealCategories.id, [...new Set(rows.map((d) => d.categoryId))])),
    db
      .select({
        id: hotels.id,
        name: hotels.name,
        nameVi: hotels.nameVi,
        starRate: hotels.starRate,
        fullAddress: hotels.fullAddress,
        fullAddressEn: hotels.fullAddressEn,
      })
      .from(hotels)
      .where(inArray(hotels.id, [...new Set(rows.map((d) => d.hotelId))])),
    db.select().from(dealImages).where(inArray(dealImages.dealId, ids)).orderBy(asc(dealImages.sortOrder), asc(dealImages.id)),
    db.select().from(dealPrices).where(inArray(dealPrices.dealId, ids)).orderBy(asc(dealPrices.sortOrder), asc(dealPrices.id)),
    db.select().from(dealFlights).where(inArray(dealFlights.dealId, ids)).orderBy(asc(dealFlights.id)),
  ]);
  const codes = [...new Set(flights.flatMap((f) => [f.originAirport, f.destinationAirport]))];
  const cities =
    codes.length === 0
      ? []
      : await db
          .select({ code: worldAirports.airportCode, vi: worldAirports.cityNameVi, en: worldAirports.cityNameEn })
          .from(worldAirports)
          .where(inArray(worldAirports.airportCode, codes));
  return {
    categories: new Map(categories.map((c) => [c.id, c])),
    hotels: new Map(hotelRows.map((h) => [h.id, h])),
    images: grouped(images),
    prices: grouped(prices),
    flights: grouped(flights),
    cities: new Map(cities.map((c) => [c.code, { vi: c.vi, en: c.en }])),
  };
}

/** Default image first, then the stored order. */
export const imagesInOrder = (images: readonly ImageRow[]): ImageRow[] =>
  [...images].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.sortOrder - b.sortOrder || a.id - b.id);

export const priceView = (p: PriceRow, lang: Lang): DealPrice => ({
  id: p.id,
  name: lang === 'vi' ? p.nameVi : p.nameEn,
  list_price: p.listPrice,
  sell_price: p.sellPrice,
  discount_percent: discountPercent(p.listPrice, p.sellPrice),
  room_nights: p.roomNights,
});

/** The deal's name in a language; the path's slug is always the Vietnamese name's, so both languages share it. */
export const dealName = (deal: Pick<DealRow, 'nameVi' | 'nameEn'>, lang: Lang) => (lang === 'vi' ? deal.nameVi : deal.nameEn);
export const dealPathOf = (deal: Pick<DealRow, 'id' | 'nameVi'>) => dealPath({ id: deal.id, name: deal.nameVi });

/** A deal card (dealCardSchema). A deal without a price option is never shown (the caller filters it). */
export function dealCardOf(deal: DealRow, facts: DealFacts, lang: Lang): DealCard | null {
  const adults = deal.dealType === 'combo' ? adultsOf(facts.flights.get(deal.id) ?? []) : 1;
  const from = fromPrice(
    (facts.prices.get(deal.id) ?? []).map((p) => priceView(p, lang)),
    adults,
  );
  const category = facts.categories.get(deal.categoryId);
  if (!from || !category) return null;
  const hotel = facts.hotels.get(deal.hotelId);
  const image = imagesInOrder(facts.images.get(deal.id) ?? [])[0];
  const left = Math.max(0, deal.quantityTotal - deal.quantitySold);
  return {
    id: deal.id,
    name: dealName(deal, lang),
    path: dealPathOf(deal),
    deal_type: deal.dealType === 'combo' ? 'combo' : 'voucher',
    combo_type: deal.comboType,
    category: { id: category.id, slug: category.slug, name: lang === 'vi' ? category.nameVi : category.nameEn },
    summary: lang === 'vi' ? deal.summaryVi : deal.summaryEn,
    thumbnail: image ? dealThumbPath(image.image) : '',
    thumbnail_alt: image ? (lang === 'vi' ? image.altVi : image.altEn) || dealName(deal, lang) : dealName(deal, lang),
    hotel: {
      id: deal.hotelId,
      name: hotel ? (lang === 'vi' ? hotel.nameVi : hotel.name) : '',
      star_rate: hotel?.starRate ?? 0,
      address: hotel ? (lang === 'vi' ? hotel.fullAddress : hotel.fullAddressEn) : '',
    },
    room_nights: deal.roomNights,
    from_price: from.option,
    price_per_adult: from.perAdult,
    adult_number: adults,
    quantity_left: left,
    sold_out: left === 0,
    sale_ends_at: deal.saleEndsAt.toISOString(),
  };
}
