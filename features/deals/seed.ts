import 'server-only';
import { asc, desc, eq, min } from 'drizzle-orm';
import { airportRoutes, airports } from '@/features/flights/db';
import { hotels, roomTypes } from '@/features/hotels/db';
import { addDays, todayIso } from '@/lib/dates/product-date';
import type { Db } from '@/lib/db/client';
import type { SeedContext } from '@/lib/db/seed-context';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { stripDiacritics } from '@/lib/text/search-key';
import { dealImagePath } from '@/lib/paths';
import { dealCategories, dealFlights, dealImages, dealPrices, deals } from './db';
import { DEAL_CATEGORIES, SEED_DEALS, detailsHtml, type SeedDeal } from './seed/catalogue';

const DAY_MS = 24 * 3600_000;
/** Combos fly from the two hubs (when the route exists). */
const HUBS = ['SGN', 'HAN'] as const;

type HotelPick = { id: number; name: string; nameVi: string; roomTypeId: number | null };

/** The seed's hotels by the airport of their province, most popular first, and all hotels as the fallback. */
async function hotelsByAirport(db: Db): Promise<{ byAirport: Map<string, HotelPick[]>; all: HotelPick[] }> {
  const rows = await db
    .select({ id: hotels.id, name: hotels.name, nameVi: hotels.nameVi, airport: airports.code })
    .from(hotels)
    .leftJoin(airports, eq(airports.provinceId, hotels.provinceId))
    .orderBy(desc(hotels.popularity), asc(hotels.id));
  const rooms = await db
    .select({ hotelId: roomTypes.hotelId, id: min(roomTypes.id) })
    .from(roomTypes)
    .groupBy(roomTypes.hotelId);
  const firstRoom = new Map(rooms.map((r) => [r.hotelId, r.id]));
  const byAirport = new Map<string, HotelPick[]>();
  const all = new Map<number, HotelPick>();
  for (const row of rows) {
    const pick = { id: row.id, name: row.name, nameVi: row.nameVi, roomTypeId: firstRoom.get(row.id) ?? null };
    if (!all.has(row.id)) all.set(row.id, pick);
    if (!row.airport) continue;
    const near = byAirport.get(row.airport);
    if (near) near.push(pick);
    else byAirport.set(row.airport, [pick]);
  }
  return { byAirport, all: [...all.values()] };
}

const brandKey = (text: string) => stripDiacritics(text).toLowerCase();
/** Whether a hotel carries a brand in its name (either language, diacritics aside). */
const hasBrand = (hotel: HotelPick, brand: string) => [hotel.nameVi, hotel.name].some((name) => brandKey(name).includes(brandKey(brand)));

/**
 * The next hotel near the deal's airport not used yet (any hotel when the province has none left); a combo needs a
 * room type. A brand deal takes a hotel of its brand near its airport, or none (it is then seeded unbranded).
 */
function pickHotel(
  deal: SeedDeal,
  found: Awaited<ReturnType<typeof hotelsByAirport>>,
  used: Set<number>,
  brand: string | null,
): HotelPick | null {
  const fits = (h: HotelPick) => !used.has(h.id) && (deal.comboType === null || h.roomTypeId !== null);
  const near = found.byAirport.get(deal.airport) ?? [];
  const pick = brand
    ? (near.find((h) => fits(h) && hasBrand(h, brand)) ?? null)
    : (near.find(fits) ?? found.all.find(fits) ?? found.all.find((h) => deal.comboType === null || h.roomTypeId !== null) ?? null);
  if (pick) used.add(pick.id);
  return pick;
}

/**
 * Each seed deal as seeded with its hotel: brand deals pick first (a hotel of their brand near their airport), so
 * an unbranded deal never takes the one brand hotel a combo is named after; a brand deal without one is seeded
 * under its unbranded name and category. The catalogue's order is kept.
 */
function placeDeals(found: Awaited<ReturnType<typeof hotelsByAirport>>): { deal: SeedDeal; hotel: HotelPick | null }[] {
  const used = new Set<number>();
  const branded = new Map<SeedDeal, HotelPick | null>();
  for (const deal of SEED_DEALS) if (deal.brand) branded.set(deal, pickHotel(deal, found, used, deal.brand.name));
  return SEED_DEALS.map((deal) => {
    const brandHotel = branded.get(deal);
    if (brandHotel) return { deal, hotel: brandHotel };
    const plain: SeedDeal = deal.brand ? { ...deal, ...deal.brand.unbranded, brand: undefined } : deal;
    return { deal: plain, hotel: pickHotel(plain, found, used, null) };
  });
}

/**
 * Deal categories and deals (spec 2.13, 3): ~12 hotel vouchers and ~6 flight + hotel combos on hotels the seed
 * really has, placed by their province's airport; combos fly from SGN/HAN where the route exists. Sale windows
 * around today, validity ahead. Deterministic: the same hotels give the same deals. Answers how many deals.
 */
export async function seedDeals(db: Db, now: Date = new Date()): Promise<number> {
  const found = await hotelsByAirport(db);
  if (found.all.length === 0) return 0;
  const routes = new Set((await db.select().from(airportRoutes)).map((r) => `${r.origin}-${r.destination}`));
  const today = todayIso(now);
  const placed = placeDeals(found);
  let count = 0;
  await db.transaction(async (tx) => {
    const categories = await tx
      .insert(dealCategories)
      .values(DEAL_CATEGORIES.map((c, i) => ({ ...c, sortOrder: i })))
      .returning({ id: dealCategories.id, slug: dealCategories.slug });
    const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
    for (const [i, { deal, hotel }] of placed.entries()) {
      if (!hotel) continue;
      const isCombo = deal.comboType !== null;
      const [row] = await tx
        .insert(deals)
        .values({
          categoryId: categoryId.get(deal.category)!,
          dealType: isCombo ? 'combo' : 'voucher',
          comboType: deal.comboType,
          nameVi: deal.nameVi,
          nameEn: deal.nameEn,
          summaryVi: deal.summaryVi,
          summaryEn: deal.summaryEn,
          detailsVi: sanitizeRichText(detailsHtml(deal, 'vi', hotel.nameVi)),
          detailsEn: sanitizeRichText(detailsHtml(deal, 'en', hotel.name)),
          hotelId: hotel.id,
          roomTypeId: isCombo ? hotel.roomTypeId : null,
          roomNights: deal.roomNights,
          destinationAirport: isCombo ? deal.airport : null,
          packageServices: [...deal.services],
          packageAddons: [...deal.addons],
          quantityTotal: deal.quantityTotal,
          quantitySold: deal.quantitySold,
          maxPerOrder: deal.maxPerOrder,
          saleStartsAt: new Date(now.getTime() - (7 + (i % 5)) * DAY_MS),
          saleEndsAt: new Date(now.getTime() + deal.saleDays * DAY_MS),
          validFrom: addDays(today, 1),
          validTo: addDays(today, 120 + (i % 4) * 30),
          status: deal.hidden ? 'hidden' : 'active',
          sortOrder: i,
          createdAt: new Date(now.getTime() - (SEED_DEALS.length - i) * 3600_000),
          updatedAt: now,
        })
        .returning({ id: deals.id });
      const id = row!.id;
      await tx.insert(dealImages).values(
        Array.from({ length: deal.images }, (_, n) => ({
          dealId: id,
          image: dealImagePath(id, n + 1),
          // the default is not the first stored: the read side must put it first
          isDefault: n === Math.min(1, deal.images - 1),
          altVi: `${deal.nameVi} - ảnh ${n + 1}`,
          altEn: `${deal.nameEn} - picture ${n + 1}`,
          sortOrder: n,
        })),
      );
      await tx.insert(dealPrices).values(deal.prices.map((p, n) => ({ dealId: id, ...p, sortOrder: n })));
      if (isCombo) {
        const origins = HUBS.filter((hub) => hub !== deal.airport && routes.has(`${hub}-${deal.airport}`));
        if (origins.length > 0)
          await tx
            .insert(dealFlights)
            .values(
              origins.map((origin) => ({ dealId: id, originAirport: origin, destinationAirport: deal.airport, adultNumber: deal.adults })),
            );
      }
      count += 1;
    }
  });
  return count;
}

/** The seed runner's step (db/seed.ts). */
export async function seedDealCatalogue(ctx: SeedContext): Promise<void> {
  const count = await seedDeals(ctx.handle.db);
  ctx.log(`deals: ${DEAL_CATEGORIES.length} categories, ${count} deals`);
}
