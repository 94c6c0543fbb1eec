import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/client';
import type { Candidate } from './price-candidate';
import type { HotelDetailsRow } from './to-list-item';

export type PageHotel = Candidate & HotelDetailsRow;

/** The page's hotels in full (hotel and lead rate plan), in the order of `ids`. */
export async function loadPageHotels(db: Db, ids: readonly number[]): Promise<PageHotel[]> {
  if (ids.length === 0) return [];
  // raw: one join read as the driver gives it, for at most a page of hotels
  const rows = await queryRows<PageHotel>(
    db,
    sql`select h.id, h.star_rate, h.accommodation_type, h.district_id, h.area_id, h.facilities, h.tags, h.popularity,
          h.review_point, h.count_reviews, h.country_code, h.total_rooms,
          p.base_price, p.weekend_percent, p.season_rules, p.promotion_percent, p.member_discount_percent,
          p.mobile_rate_percent, p.vat_rate, p.vat_included, p.service_fee_percent, p.fee_included, p.provider,
          p.free_cancel_24h,
          h.name, h.name_vi, h.slug, h.thumb_image, h.full_address, h.full_address_en, h.lat, h.lon
        from hotels h join rate_plans p on p.id = h.lead_rate_plan_id
        where h.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
  const byId = new Map(rows.map((row) => [row.id, { ...row, review_point: Number(row.review_point) }]));
  return ids.map((id) => byId.get(id)).filter((row): row is PageHotel => row !== undefined);
}
