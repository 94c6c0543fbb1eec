import 'server-only';
import { sql } from 'drizzle-orm';
import { regions } from '@/features/regions/db';
import { insertChunks } from '@/lib/db/bulk';
import type { SeedContext } from '@/lib/db/seed-context';
import { regionTree } from './seed/tree';

// What the other features' seeds place their rows with (this file is the regions seed's public entry).
export { regionTree, VIETNAM_ID, type HotelPlace, type PlaceArea, type PlaceDistrict, type RegionTree } from './seed/tree';
export { distanceKm, offsetKm, type Point } from './seed/geo';

/** Countries, provinces, tourist cities, districts and areas (ids: see seed/tree.ts). */
export async function seedRegions(ctx: SeedContext): Promise<void> {
  const tree = await regionTree();
  await ctx.handle.db.transaction(async (tx) => {
    await insertChunks(tx, regions, tree.rows, 500);
  });
  ctx.log(`regions: ${tree.rows.length}`);
}

/**
 * hotel_count and popularity (sum of the hotels' popularity) for every region, one UPDATE per level.
 * Hotels carry province_id, city_id, district_id and area_id, so each level is a GROUP BY; the
 * province level runs last because a centrally-run city is both a province and the hotels' city.
 */
export async function updateRegionStats(ctx: SeedContext): Promise<void> {
  const { db } = ctx.handle;
  // every region first: the levels below then set the ones with hotels
  await db
    .update(regions)
    .set({ hotelCount: 0, popularity: 0 })
    .where(sql`true`);
  // aggregates: each level's counts and popularity sums come from a GROUP BY over hotels
  for (const column of ['area_id', 'district_id', 'city_id', 'province_id'] as const) {
    await db.execute(
      sql.raw(`update regions r set hotel_count = s.n, popularity = s.p
        from (select ${column} as id, count(*)::int as n, coalesce(sum(popularity), 0)::int as p
              from hotels where ${column} is not null group by ${column}) s
        where r.id = s.id`),
    );
  }
  await db.execute(sql`update regions r set hotel_count = s.n, popularity = s.p
    from (select country_code, count(*)::int as n, coalesce(sum(popularity), 0)::int as p
          from hotels group by country_code) s
    where r.kind = 'country' and r.country_code = s.country_code`);
  ctx.log('regions: hotel_count and popularity updated');
}
