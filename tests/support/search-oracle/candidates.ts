import { sql, type SQL } from 'drizzle-orm';
import type { Candidate } from '@/features/hotel-search/server/price-candidate';
import type { SearchScope } from '@/features/hotel-search/server/resolve-location';
import { queryRows, type Db } from '@/lib/db/client';
import { likePrefix } from '@/lib/db/like';

/** SQL condition on `h` (hotels) for a scope. */
export function scopeCondition(scope: SearchScope): SQL {
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

export async function loadCandidates(db: Db, scope: SearchScope): Promise<Candidate[]> {
  const rows = await queryRows<Candidate>(
    db,
    sql`select h.id, h.star_rate, h.accommodation_type, h.district_id, h.area_id, h.facilities, h.tags, h.popularity,
          h.review_point, h.count_reviews, h.country_code, h.total_rooms,
          p.base_price, p.weekend_percent, p.season_rules, p.promotion_percent, p.member_discount_percent,
          p.mobile_rate_percent, p.vat_rate, p.vat_included, p.service_fee_percent, p.fee_included, p.provider,
          p.free_cancel_24h
        from hotels h join rate_plans p on p.id = h.lead_rate_plan_id
        where ${scopeCondition(scope)}`,
  );
  // numeric columns arrive as strings from node-postgres
  for (const row of rows) row.review_point = Number(row.review_point);
  return rows;
}
