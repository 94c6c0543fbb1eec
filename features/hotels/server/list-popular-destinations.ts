import 'server-only';
import { sql } from 'drizzle-orm';
import { popularDestinationFilter } from '@/features/regions/server';
import { getDb, queryRows } from '@/lib/db/client';
import { todayIso } from '@/lib/dates/product-date';
import type { Lang } from '@/lib/i18n/config';
import { localized } from '@/lib/i18n/localized';
import type { SeasonRule } from '../db';
import { priceNight } from '../pricing';
import { memoize } from '@/lib/cache/memo';

export type PopularDestination = {
  regionId: number;
  name: string;
  seoUrl: string;
  hotelCount: number;
  /** lowest price tonight, VAT and fees included, integer VND */
  fromPrice: number | null;
};

/** Candidate plans per destination; the exact price (weekend, season) is computed for these only. */
const CANDIDATES_PER_REGION = 12;

type Row = {
  region_id: number;
  name: string;
  name_vi: string;
  seo_url: string;
  hotel_count: number;
  base_price: number;
  weekend_percent: number;
  season_rules: SeasonRule[];
  promotion_percent: number;
  vat_rate: number;
  vat_included: boolean;
  service_fee_percent: number;
  fee_included: boolean;
};

/** The Vietnamese cities and provinces with the most hotels, each with tonight's lowest room price. */
async function queryPopularDestinations(lang: Lang, limit: number, tonight: string): Promise<PopularDestination[]> {
  const db = await getDb();
  // a window function (row_number per destination) picks each destination's cheapest candidates
  const rows = await queryRows<Row>(
    db,
    sql`
    with top as (
      select id, name, name_vi, seo_url, hotel_count from regions
      where ${popularDestinationFilter}
      order by hotel_count desc, id limit ${limit}
    ), ranked as (
      select top.id as region_id, top.name, top.name_vi, top.seo_url, top.hotel_count,
             p.base_price, p.weekend_percent, p.season_rules, p.promotion_percent, p.vat_rate, p.vat_included,
             p.service_fee_percent, p.fee_included,
             row_number() over (partition by top.id order by p.base_price::bigint * (100 - p.promotion_percent)) as rn
      from top
      join hotels h on h.province_id = top.id or h.city_id = top.id
      join rate_plans p on p.id = h.lead_rate_plan_id
    )
    select * from ranked where rn <= ${CANDIDATES_PER_REGION} order by hotel_count desc, region_id
  `,
  );
  const byRegion = new Map<number, PopularDestination>();
  for (const row of rows) {
    const price = priceNight(
      {
        basePrice: Number(row.base_price),
        weekendPercent: Number(row.weekend_percent),
        seasonRules: row.season_rules,
        promotionPercent: Number(row.promotion_percent),
        vatRate: Number(row.vat_rate),
        vatIncluded: row.vat_included,
        serviceFeePercent: Number(row.service_fee_percent),
        feeIncluded: row.fee_included,
      },
      tonight,
    ).inclusive;
    const current = byRegion.get(row.region_id);
    if (!current) {
      byRegion.set(row.region_id, {
        regionId: row.region_id,
        name: localized({ vi: row.name_vi, en: row.name }, lang),
        seoUrl: row.seo_url,
        hotelCount: Number(row.hotel_count),
        fromPrice: price,
      });
    } else if (current.fromPrice === null || price < current.fromPrice) {
      current.fromPrice = price;
    }
  }
  return [...byRegion.values()];
}

// The same for every visitor of a day: computed at most every 10 minutes per language (per process, or once for all with REDIS_URL).
const cached = memoize(({ lang, limit, day }: { lang: Lang; limit: number; day: string }) => queryPopularDestinations(lang, limit, day), {
  name: 'popular-destination-prices',
  ttlMs: 10 * 60_000,
  keyOf: ({ lang, limit, day }) => `${lang}:${limit}:${day}`,
});

export function listPopularDestinations(lang: Lang, limit = 8, now = new Date()): Promise<PopularDestination[]> {
  return cached({ lang, limit, day: todayIso(now) });
}
