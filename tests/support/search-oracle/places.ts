import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/client';

/** A location as a query carries it, with the district and area ids of its hotels for the filters. */
export type Place = {
  keyword?: string;
  regionId?: string;
  countryCode?: string;
  districts: number[];
  areas: number[];
};

type RegionRow = {
  id: number;
  kind: string;
  name: string;
  name_vi: string;
  search_key: string;
  seo_url: string;
  country_code: string;
  rank: number;
};
type IdsRow = { districts: number[] | null; areas: number[] | null };

// the hotels of a region as the search scopes them
const regionHotels = (r: RegionRow) =>
  r.kind === 'country'
    ? sql`h.country_code = ${r.country_code}`
    : r.kind === 'district'
      ? sql`h.district_id = ${r.id}`
      : r.kind === 'area'
        ? sql`h.area_id = ${r.id}`
        : sql`(h.province_id = ${r.id} or h.city_id = ${r.id})`;

async function idsIn(db: Db, where: ReturnType<typeof sql>): Promise<Pick<Place, 'districts' | 'areas'>> {
  const [row] = await queryRows<IdsRow>(
    db,
    sql`select array_agg(distinct h.district_id) filter (where h.district_id is not null) as districts,
               array_agg(distinct h.area_id) filter (where h.area_id is not null) as areas
        from hotels h where ${where}`,
  );
  return { districts: row?.districts ?? [], areas: row?.areas ?? [] };
}

/** Free-text keywords: hotel-name words with and without diacritics, run together, and ones matching nothing. */
const TEXT_KEYWORDS = [
  'khách sạn',
  'khach san',
  'KHÁCH SẠN',
  'Homestay',
  'hotel',
  'resort',
  'nhà nghỉ',
  'nha nghi',
  'villa',
  'danang',
  'hanoi',
  'zzqx',
];
/** Keywords without a letter or digit: a text search that finds nothing. */
const BLANK_KEYWORDS = ['   ', '!!', '\u0301'];

/**
 * Locations of the seeded catalogue: per region kind (VN country, provinces, cities, districts, areas,
 * foreign countries, cities and areas) the largest few and a small one, each by seo url (VN) or by
 * name, country and region id (abroad), VN regions also by Vietnamese name with and without
 * diacritics; free-text keywords, a foreign one, blank ones, and no location at all.
 */
export async function loadPlaces(db: Db): Promise<Place[]> {
  const regions = await queryRows<RegionRow>(
    db,
    sql`select * from (
          select id, kind, name, name_vi, search_key, seo_url, country_code,
                 row_number() over (partition by kind, country_code = 'VN' order by hotel_count desc, id)::int as rank
          from regions where hotel_count > 0
        ) r where rank <= 3 or rank = 12 order by kind, country_code, rank`,
  );
  const places: Place[] = [];
  for (const region of regions) {
    const ids = await idsIn(db, regionHotels(region));
    if (region.country_code === 'VN') {
      places.push({ keyword: region.seo_url, ...ids });
      if (region.rank === 1) places.push({ keyword: region.name_vi, ...ids }, { keyword: region.search_key, ...ids });
    } else {
      places.push({ keyword: region.name, countryCode: region.country_code, regionId: String(region.id), ...ids });
      if (region.rank === 1) places.push({ keyword: region.name, countryCode: region.country_code, ...ids });
    }
  }
  const everywhere = await idsIn(db, sql`h.country_code = 'VN' and h.id % 97 = 0`);
  places.push({ ...everywhere });
  for (const keyword of TEXT_KEYWORDS) places.push({ keyword, ...everywhere });
  places.push({ keyword: 'hotel', countryCode: 'TH', districts: [], areas: [] });
  for (const keyword of BLANK_KEYWORDS) places.push({ keyword, districts: [], areas: [] });
  return places;
}
