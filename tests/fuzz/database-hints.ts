import { sql } from 'drizzle-orm';
import { addDays, todayIso, toProductDate } from '@/lib/dates/product-date';
import { queryRows, type Db } from '@/lib/db/client';

/** Real values of the seeded database, by query parameter name, so most valid requests find something. */
export type HintValues = Record<string, string[]>;

export const HINTED_PARAMETERS = [
  'keyword',
  'regionId',
  'countryCode',
  'checkInDate',
  'q',
  'position',
  'city',
  'area',
  'ap',
  'dt',
  'ps',
  'deal_id',
  'price_deal_id',
  'category',
  'combo_type',
  'limit',
  'origin',
  'departDate',
] as const;

export async function hintsFromDatabase(db: Db): Promise<HintValues> {
  const regions = await queryRows<{ id: number; kind: string; name: string; seo_url: string; country_code: string }>(
    db,
    sql`select id, kind, name, seo_url, country_code from regions order by hotel_count desc, id limit 300`,
  );
  const hotels = await queryRows<{ name: string }>(db, sql`select name from hotels order by popularity desc limit 100`);
  const positions = await queryRows<{ position: string }>(db, sql`select distinct position from banners`);
  const idsOf = (kind: string) => regions.filter((r) => r.kind === kind).map((r) => String(r.id));
  const words = [...regions.map((r) => r.name), ...hotels.map((h) => h.name)];
  const today = todayIso();
  // deals: the price options of voucher deals on sale (the payment-method call's deal form), categories, combo types
  const dealPrices = await queryRows<{ deal_id: number; price_id: number }>(
    db,
    sql`select p.deal_id, p.id price_id from deal_prices p join deals d on d.id = p.deal_id where d.deal_type = 'voucher' and d.status = 'active' order by p.id limit 50`,
  );
  const dealCategories = await queryRows<{ slug: string }>(db, sql`select slug from deal_categories order by id`);
  const comboTypes = await queryRows<{ combo_type: string }>(
    db,
    sql`select distinct combo_type from deals where combo_type is not null order by 1`,
  );
  const routes = await queryRows<{ ap: string }>(
    db,
    sql`select distinct origin || '.' || destination as ap from flight_schedules order by 1 limit 100`,
  );
  const comboOrigins = await queryRows<{ origin_airport: string }>(
    db,
    sql`select distinct origin_airport from deal_flights order by 1 limit 20`,
  );
  return {
    keyword: [...regions.map((r) => (r.country_code === 'VN' ? r.seo_url : r.name)), ...hotels.slice(0, 20).map((h) => h.name)],
    regionId: regions.map((r) => String(r.id)),
    countryCode: [...new Set(regions.map((r) => r.country_code))],
    checkInDate: Array.from({ length: 60 }, (_, i) => toProductDate(addDays(today, i * 5))),
    q: words.flatMap((w) => [w.slice(0, 2), w.slice(0, 4), w.slice(0, 8), w.toLowerCase()]),
    position: [...positions.map((p) => p.position), 'nowhere'],
    city: idsOf('district'),
    area: idsOf('area'),
    ap: routes.map((r) => r.ap),
    // round trips: a return date is ignored without leg=1
    dt: Array.from({ length: 60 }, (_, i) => `${toProductDate(addDays(today, 1 + i * 6))}.${toProductDate(addDays(today, 3 + i * 6))}`),
    ps: ['1.0.0', '2.0.0', '2.1.0', '2.1.1', '1.2.1', '3.2.2'],
    deal_id: dealPrices.map((p) => String(p.deal_id)),
    price_deal_id: dealPrices.map((p) => String(p.price_id)),
    category: [...dealCategories.map((c) => c.slug), 'khong-co'],
    combo_type: [...comboTypes.map((c) => c.combo_type), 'combo-khac'],
    // a combo deal's day flights: its origins, departure days from a month ahead, and tomorrow (too early for the
    // combos' "book at least 3 days ahead": 400 COMBO_TOO_EARLY, documented)
    origin: comboOrigins.map((r) => r.origin_airport),
    departDate: [addDays(today, 1), ...Array.from({ length: 30 }, (_, i) => addDays(today, 30 + i * 3))],
    // the content lists' bounds (1..50) and a value inside
    limit: ['1', '4', '10', '50'],
  };
}
