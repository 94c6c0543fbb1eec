import { sql, type SQL } from 'drizzle-orm';
import type { SearchScope } from '@/features/hotel-search/server/resolve-location';
import { queryRows, type Db } from '@/lib/db/client';
import { likePrefix } from '@/lib/db/like';

/** SQL condition on `h` (hotels) for a scope. */
function scopeCondition(scope: SearchScope): SQL {
  if (scope.type === 'all') return sql`h.country_code = ${scope.countryCode}`;
  if (scope.type === 'text') {
    const country = scope.countryCode ? sql` and h.country_code = ${scope.countryCode}` : sql``;
    return sql`h.id in (select hotel_id from hotel_search_terms where term like ${likePrefix(scope.key)})${country}`;
  }
  const { region } = scope;
  switch (region.kind) {
    case 'country':
      return sql`h.country_code = ${region.country_code}`;
    case 'district':
      return sql`h.district_id = ${region.id}`;
    case 'area':
      return sql`h.area_id = ${region.id}`;
    default:
      return sql`(h.province_id = ${region.id} or h.city_id = ${region.id})`;
  }
}

/** What the reference filters, facets and sorts a hotel by (its price comes from features/hotels cheapestRate). */
export type Candidate = {
  id: number;
  star_rate: number;
  accommodation_type: string;
  district_id: number | null;
  area_id: number | null;
  facilities: string[];
  tags: string[];
  popularity: number;
  review_point: number;
  count_reviews: number;
  country_code: string;
};

export async function loadCandidates(db: Db, scope: SearchScope): Promise<Candidate[]> {
  const rows = await queryRows<Candidate>(
    db,
    sql`select h.id, h.star_rate, h.accommodation_type, h.district_id, h.area_id, h.facilities, h.tags, h.popularity,
          h.review_point, h.count_reviews, h.country_code
        from hotels h
        where ${scopeCondition(scope)}`,
  );
  // numeric columns arrive as strings from node-postgres
  for (const row of rows) row.review_point = Number(row.review_point);
  return rows;
}
