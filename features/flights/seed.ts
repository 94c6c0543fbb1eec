import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { airlines, airportRoutes, airports } from '@/features/flights/db';
import { regions } from '@/features/regions/db';
import { VIETNAM_ID } from '@/features/regions/seed';
import type { SeedContext } from '@/lib/db/seed-context';
import { toSearchKey } from '@/lib/text/search-key';
import { AIRLINES, AIRPORTS, REGION_NAMES, routePairs } from './seed/airports';

/** Domestic airports (province_id from the seeded regions), routes in both directions, airlines. */
export async function seedFlights(ctx: SeedContext): Promise<void> {
  const { db } = ctx.handle;
  const provinces = await db
    .select({ id: regions.id, searchKey: regions.searchKey })
    .from(regions)
    .where(and(eq(regions.countryCode, 'VN'), inArray(regions.kind, ['province', 'city']), eq(regions.parentId, VIETNAM_ID)));
  const provinceId = new Map(provinces.map((p) => [p.searchKey, p.id]));

  const airportRows = AIRPORTS.map((a) => {
    const id = provinceId.get(toSearchKey(a.province));
    if (id === undefined) throw new Error(`seedFlights: no region for province ${a.province} (${a.code})`);
    return {
      code: a.code,
      name: a.nameVi,
      nameEn: a.nameEn,
      provinceId: id,
      provinceName: a.province,
      type: 'domestic',
      region: a.region,
      regionName: REGION_NAMES[a.region].en,
      regionNameVi: REGION_NAMES[a.region].vi,
      hasInAtadi: true,
      searchKey: toSearchKey(`${a.province} ${a.nameVi} ${a.code}`),
    };
  });
  const routes = routePairs();

  await db.transaction(async (tx) => {
    await tx.insert(airports).values(airportRows);
    await tx.insert(airportRoutes).values(routes);
    await tx.insert(airlines).values(AIRLINES.map((a) => ({ ...a, logo: `/airlines/${a.code}.svg` })));
  });
  ctx.log(`flights: ${airportRows.length} airports, ${routes.length} route rows, ${AIRLINES.length} airlines`);
}
