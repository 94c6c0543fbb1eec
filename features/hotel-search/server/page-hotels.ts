import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/client';

/** What a list item shows of a hotel besides its prices (the page's hotels only). */
export type PageHotel = {
  id: number;
  star_rate: number;
  accommodation_type: string;
  facilities: string[];
  tags: string[];
  review_point: number;
  count_reviews: number;
  country_code: string;
  name: string;
  name_vi: string;
  slug: string;
  thumb_image: string;
  full_address: string;
  full_address_en: string;
  lat: number;
  lon: number;
};

/** The page's hotels in full, in the order of `ids` (their prices: page-offers.ts). */
export async function loadPageHotels(db: Db, ids: readonly number[]): Promise<PageHotel[]> {
  if (ids.length === 0) return [];
  // raw: one read as the driver gives it, for at most a page of hotels
  const rows = await queryRows<PageHotel>(
    db,
    sql`select h.id, h.star_rate, h.accommodation_type, h.facilities, h.tags, h.review_point, h.count_reviews, h.country_code,
          h.name, h.name_vi, h.slug, h.thumb_image, h.full_address, h.full_address_en, h.lat, h.lon
        from hotels h
        where h.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const byId = new Map(rows.map((row) => [row.id, { ...row, review_point: Number(row.review_point) }]));
  return ids.map((id) => byId.get(id)).filter((row): row is PageHotel => row !== undefined);
}
