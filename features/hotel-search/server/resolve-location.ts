import 'server-only';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { regions } from '@/features/regions/db';
import { getReadDb, queryRows, type Db } from '@/lib/db/client';
import { hasSearchableChars } from '@/lib/text/control-chars';
import { toSearchKey } from '@/lib/text/search-key';
import { memoize } from '@/lib/cache/memo';
import type { SearchLocation } from '../schemas';
import { REGION_COLUMNS, regionColumns, regionType, type RegionRow } from './region-dto';
import { messageError } from '@/lib/api/error-messages';

type LocationInput = { keyword?: string; regionId?: number; countryCode?: string };

/** Which hotels a search covers: one region's subtree, or a free-text match on hotel names. */
export type SearchScope =
  { type: 'region'; region: RegionRow } | { type: 'text'; key: string; countryCode: string | null } | { type: 'all'; countryCode: string };

export type ResolvedLocation = { scope: SearchScope; location: SearchLocation };

/** A keyword with a letter or digit once normalised; anything else cannot match a name. */
export const isSearchable = (keyword: string) => hasSearchableChars(toSearchKey(keyword));

/** The region matching `where`; several match a name: the one with the most hotels. */
const findRegion = (db: Db, where: SQL | undefined): Promise<RegionRow[]> =>
  db.select(regionColumns).from(regions).where(where).orderBy(desc(regions.hotelCount), asc(regions.id)).limit(1);

async function ancestors(db: Db, region: RegionRow): Promise<SearchLocation['parents']> {
  // a recursive CTE: the builder cannot walk the parent chain in one query
  const rows = await queryRows<RegionRow & { depth: number }>(
    db,
    sql`with recursive up as (
          select ${sql.raw(REGION_COLUMNS)}, 0 as depth from regions where id = ${region.parent_id ?? -1}
          union all
          select ${sql.raw(
            REGION_COLUMNS.split(', ')
              .map((c) => `r.${c}`)
              .join(', '),
          )}, up.depth + 1
          from regions r join up on r.id = up.parent_id
        ) select * from up order by depth desc`,
  );
  return rows.map((r) => ({ regionid: r.id, name: r.name, name_vi: r.name_vi, seo_url: r.seo_url }));
}

/**
 * Spec 2.2: a Vietnamese destination arrives as its seo url in `keyword`; a foreign one as its
 * name plus countryCode and regionId. A regionId wins; an unknown one is a 404. Anything else is a
 * free-text search on hotel names.
 */
async function resolve(input: LocationInput): Promise<ResolvedLocation> {
  const db = await getReadDb();
  const keyword = input.keyword?.trim() ?? '';
  let region: RegionRow | undefined;
  if (input.regionId) {
    [region] = await findRegion(db, eq(regions.id, input.regionId));
    if (!region) throw messageError('locationNotFound');
  } else if (keyword && isSearchable(keyword)) {
    [region] = await findRegion(db, eq(regions.seoUrl, keyword.toLowerCase()));
    const key = toSearchKey(keyword);
    if (!region && key) {
      const country = input.countryCode ? eq(regions.countryCode, input.countryCode) : undefined;
      [region] = await findRegion(db, and(or(eq(regions.searchKey, key), eq(sql`lower(${regions.name})`, key)), country));
    }
  }
  if (region) {
    return {
      scope: { type: 'region', region },
      location: {
        regionid: region.id,
        name: region.name,
        name_vi: region.name_vi,
        regiontype: regionType(region.kind),
        seo_url: region.seo_url,
        countrycode: region.country_code,
        full_address: region.full_address,
        full_address_en: region.full_address_en,
        parents: await ancestors(db, region),
        center: { lat: Number(region.lat), lon: Number(region.lon) },
      },
    };
  }
  const countryCode = input.countryCode ?? 'VN';
  // a keyword given but blank (spaces, punctuation, a lone accent) is a text search that matches nothing
  const scope: SearchScope = input.keyword
    ? { type: 'text', key: toSearchKey(keyword), countryCode: input.countryCode ?? null }
    : { type: 'all', countryCode };
  return {
    scope,
    location: {
      regionid: null,
      name: keyword || 'Vietnam',
      name_vi: keyword || 'Việt Nam',
      regiontype: null,
      seo_url: null,
      countrycode: countryCode,
      full_address: keyword || 'Việt Nam',
      full_address_en: keyword || 'Vietnam',
      parents: [],
      center: null,
    },
  };
}

// Regions change only with a new seed or an admin edit: resolved places are kept 5 minutes (for every process with REDIS_URL).
const cached = memoize(resolve, {
  name: 'resolve-location',
  ttlMs: 5 * 60_000,
  keyOf: ({ keyword, regionId, countryCode }) => JSON.stringify([keyword ?? '', regionId ?? 0, countryCode ?? '']),
});

export function resolveLocation(input: LocationInput): Promise<ResolvedLocation> {
  return cached({ keyword: input.keyword, regionId: input.regionId, countryCode: input.countryCode });
}
