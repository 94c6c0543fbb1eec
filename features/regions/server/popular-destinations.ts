import 'server-only';
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { regions } from '../db';

/**
 * The regions offered as popular destinations (the home page's list and the empty destination field): Vietnamese
 * provinces and cities with hotels, where a province gives way to one of its cities holding more than half of
 * its hotels. Callers order by hotel count and pick their number.
 */
export const popularDestinationFilter: SQL = and(
  eq(regions.countryCode, 'VN'),
  inArray(regions.kind, ['province', 'city']),
  gt(regions.hotelCount, 0),
  // correlated on the outer row of the same table, which the builder's notExists cannot alias apart
  sql`not exists (select 1 from ${regions} c where c.parent_id = ${regions.id} and c.kind = 'city' and c.hotel_count * 2 > ${regions.hotelCount})`,
) as SQL;
