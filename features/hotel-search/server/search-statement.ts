import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { likePrefix } from '@/lib/db/like';
import { FACILITY_KEYS, HOTEL_PAGE_SIZE, PRICE_RANGES } from '../constants';
import type { HotelSearchQuery } from '../schemas';
import type { SearchScope } from './resolve-location';
import type { NightClass } from './stay-classes';

/** One bit per filter group: a hotel's `fails` says which groups' filters it does not pass. */
export const FILTER_BITS = { price: 1, star: 2, city: 4, area: 8, facility: 16, type: 32 } as const;
export type FilterGroup = keyof typeof FILTER_BITS;
/** The groups whose pass or fail does not depend on the stay (each named as its query parameter). */
export const STAY_FREE_GROUPS = (Object.keys(FILTER_BITS) as FilterGroup[]).filter(
  (group): group is Exclude<FilterGroup, 'price'> => group !== 'price',
);

export type SearchStay = { checkIn: string; checkOut: string; nights: number; roomCount: number; adultCount: number };
/** Which facet rows the stay's statement counts: none (kept per place), only the countable ones, or every hotel's. */
export type StayFacets = 'none' | 'countable' | 'all';
export type SortKey = { sortBy: HotelSearchQuery['sort_by']; sortMode: HotelSearchQuery['sort_mode'] };

/** SQL condition on `r` (hotel_search_rows) for a scope. */
function scopeCondition(scope: SearchScope): SQL {
  if (scope.type === 'all') return sql`r.country_code = ${scope.countryCode}`;
  if (scope.type === 'text') {
    const country = scope.countryCode ? sql` and r.country_code = ${scope.countryCode}` : sql``;
    return sql`r.hotel_id in (select hotel_id from hotel_search_terms where term like ${likePrefix(scope.key)})${country}`;
  }
  const { region } = scope;
  switch (region.kind) {
    case 'country':
      return sql`r.country_code = ${region.country_code}`;
    case 'district':
      return sql`r.district_id = ${region.id}`;
    case 'area':
      return sql`r.area_id = ${region.id}`;
    default:
      return sql`(r.province_id = ${region.id} or r.city_id = ${region.id})`;
  }
}

const integer = (n: number) => {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return String(n);
};

/**
 * The stay total of one room of a plan (`sp`, hotel_search_plans, or a hotel's lead plan, `r`, hotel_search_rows), as
 * features/hotels priceStay computes it: per night round(base x (1 + surcharge/100) x (1 - promotion/100) / included x
 * fee x VAT) in float8 (the same IEEE operations in the same order as pricing.ts), summed over the nights. Nights are
 * summed per class of the plan's season calendar. Only our integers are inlined.
 */
function stayTotal(classes: ReadonlyMap<number, readonly NightClass[]>, p: 'sp' | 'r'): SQL {
  const night = (c: NightClass) =>
    `${integer(c.nights)} * floor(${p}.base_price * (1 + (${integer(c.season)}${c.weekend ? ` + ${p}.weekend_percent` : ''})::float8 / 100)` +
    ` * ${p}.sale_factor / ${p}.included_factor * ${p}.fee_factor * ${p}.vat_factor + 0.5)`;
  const branches = [...classes].map(([id, list]) => `when ${integer(id)} then ${list.map(night).join(' + ')}`);
  if (branches.length === 0) return sql.raw('null::float8');
  return sql.raw(`(case ${p}.calendar_id ${branches.join(' ')} end)`);
}

/**
 * The rooms a plan has free for every night of the stay (`f`, the free row of its room type; a night without an
 * inventory row has the default allotment free); a room type too small for the party (spread over the rooms asked)
 * has no room for it: 0, as cheapestRate skips it.
 */
function freeRooms(stay: SearchStay, room: { maxAdults: string; defaultAllotment: string }): SQL {
  return sql.raw(`case when ${room.maxAdults} * ${integer(stay.roomCount)} < ${integer(stay.adultCount)} then 0
          else greatest(0, case when f.room_type_id is null then ${room.defaultAllotment}
            when f.nights_with_rows < ${integer(stay.nights)} then least(f.min_free, ${room.defaultAllotment}) else f.min_free end) end`);
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** True when the query filters on price: only then do a hotel's failed filter groups depend on the stay. */
export const filtersOnPrice = (query: HotelSearchQuery) =>
  Boolean(query.price?.length) || query.min_price !== undefined || query.max_price !== undefined;

/** Each present filter group as `case when <passes> then 0 else <bit> end` (summed into `fails`). */
function filterParts(query: HotelSearchQuery): SQL[] {
  const parts: SQL[] = [];
  const add = (group: FilterGroup, passes: SQL) =>
    parts.push(sql`(case when ${passes} then 0 else ${sql.raw(String(FILTER_BITS[group]))} end)`);
  const ranges = PRICE_RANGES.filter((r) => query.price?.includes(r.key));
  if (filtersOnPrice(query)) {
    const conditions: SQL[] = [];
    if (query.min_price !== undefined) conditions.push(sql`nightly >= ${query.min_price}`);
    if (query.max_price !== undefined) conditions.push(sql`nightly <= ${query.max_price}`);
    if (ranges.length) {
      const inRange = ranges.map((r) => (r.max === null ? sql`nightly >= ${r.min}` : sql`(nightly >= ${r.min} and nightly < ${r.max})`));
      conditions.push(sql`(${sql.join(inRange, sql` or `)})`);
    }
    add('price', sql.join(conditions, sql` and `));
  }
  if (query.star?.length) add('star', sql`star_rate in (${list(query.star)})`);
  if (query.city?.length) add('city', sql`district_id in (${list(query.city)})`);
  if (query.area?.length) add('area', sql`area_id in (${list(query.area)})`);
  if (query.facility?.length) {
    const mask = query.facility.reduce((m, key) => m | (1 << FACILITY_KEYS.indexOf(key)), 0);
    add('facility', sql`(facility_mask & ${mask}) = ${mask}`);
  }
  if (query.type?.length) add('type', sql`accommodation_type in (${list(query.type)})`);
  return parts;
}

function failsOf(query: HotelSearchQuery): SQL {
  const parts = filterParts(query);
  return parts.length ? sql.join(parts, sql` + `) : sql`0`;
}

/** The price range a nightly price falls in (the ranges do not overlap), as its index. */
function priceBucket(): SQL {
  const branches = PRICE_RANGES.map((r, i) =>
    r.max === null ? `when nightly >= ${r.min} then ${i}` : `when nightly >= ${r.min} and nightly < ${r.max} then ${i}`,
  );
  return sql.raw(`case ${branches.join(' ')} end`);
}

/** Sold-out hotels sink below available ones; ties fall back to popularity, then id (as the list always did). */
function orderBy({ sortBy, sortMode }: SortKey, roomCount: number): SQL {
  const dir = sql.raw(sortMode === 'asc' ? 'asc' : 'desc');
  const primary =
    sortBy === 'price'
      ? sql`nightly ${dir}, `
      : sortBy === 'star'
        ? sql`star_rate ${dir}, `
        : sortBy === 'review'
          ? sql`review_point ${dir}, count_reviews ${dir}, `
          : sql``;
  return sql`(rooms_available < ${roomCount}), ${primary}popularity desc, hotel_id`;
}

const GROUPED = ['star_rate', 'accommodation_type', 'district_id', 'area_id', 'facility_mask'] as const;
const GROUPED_COLUMNS = sql.raw(GROUPED.join(', '));

/**
 * The columns `hits` keeps besides id, popularity, price and rooms: the page's sort key and, when facets are
 * counted, the grouped ones. Each row is written to a work table, so a narrow row is what makes it cheap
 * (a third of the statement's time for 33,000 hotels when it carried every column).
 */
function hitColumns({ sortBy }: SortKey, facets: boolean): SQL {
  const columns = new Set<string>(facets ? GROUPED : []);
  if (sortBy === 'star') columns.add('star_rate');
  if (sortBy === 'review') ['review_point', 'count_reviews'].forEach((c) => columns.add(c));
  return sql.raw([...columns].map((c) => `p.${c}, `).join(''));
}

/** The provinces a scope's hotels are in (the inventory index leads with the province). */
export function scopeProvincesStatement(scope: SearchScope): SQL {
  return sql`select distinct r.province_id from hotel_search_rows r where ${scopeCondition(scope)} order by 1`;
}

/**
 * The grouped pass that counts the facets over `hits`: three grouping sets, each per `fails`. `countable` keeps only
 * the rows a facet count can hold (failing no group, or one group that is not price: buildExtraData counts nothing
 * else, and the price ranges are counted with the totals); the options then come from the place's kept rows.
 */
const facetGroups = ({ countable }: { countable: boolean }) => sql`
  select grouping(${GROUPED_COLUMNS}) as g, fails, ${GROUPED_COLUMNS}, count(*)::int as n
  from hits${countable ? sql.raw(` where fails <> ${FILTER_BITS.price} and fails & (fails - 1) = 0`) : sql``}
  group by grouping sets ((fails, star_rate, accommodation_type), (fails, district_id, area_id), (fails, facility_mask))`;

/**
 * A place's facet rows for filters without a price, or for none (`null`): every hotel of the scope, whatever
 * the stay; the stay's grouped pass over the search rows themselves. Without a price filter no group a hotel
 * fails depends on the stay, so these change only with the catalogue.
 */
export function placeFacetsStatement(scope: SearchScope, query: HotelSearchQuery | null): SQL {
  if (query && filtersOnPrice(query)) throw new Error('a price filter depends on the stay: its facets are counted with the stay');
  return sql`
    with hits as (select r.*, ${query ? failsOf(query) : sql`0`} as fails from hotel_search_rows r where ${scopeCondition(scope)})
    ${facetGroups({ countable: false })}`;
}

/**
 * The whole search of one stay in one statement: every plan of the scope's hotels priced for the stay with its
 * room type's rooms free for every night (inventory rows of the stay, per room type the fewest over the nights),
 * each hotel's price its cheapest plan bookable for the rooms asked (null when sold out), the filter groups each
 * hotel fails, then as JSON: the facet rows when asked (one grouped pass with three
 * grouping sets, counted per `fails` so each facet can leave its own group out), the totals with the
 * price ranges' counts, and the page's hotels.
 */
export function searchStatement(
  scope: SearchScope,
  query: HotelSearchQuery,
  stay: SearchStay,
  classes: ReadonlyMap<number, readonly NightClass[]>,
  sort: SortKey,
  { facets, provinces }: { facets: StayFacets; provinces: readonly number[] },
): SQL {
  const offset = (query.page - 1) * HOTEL_PAGE_SIZE;
  const scoped = scopeCondition(scope);
  const priceFacet = sql.raw(`fails in (0, ${FILTER_BITS.price})`);
  const bucketCounts = PRICE_RANGES.map((_, i) => sql`count(*) filter (where ${priceFacet} and bucket = ${sql.raw(String(i))})`);
  const grouped =
    facets === 'none'
      ? sql`null::json`
      : sql`(select coalesce(json_agg(f), '[]'::json) from (${facetGroups({ countable: facets === 'countable' })}) f)`;
  return sql`
    with free as (
      -- per room type with inventory rows in the stay: the nights with a row and the fewest rooms free on them
      select i.room_type_id, count(*)::int as nights_with_rows, min(i.allotment - i.held - i.sold)::int as min_free
      from room_inventory i
      where i.province_id in (${provinces.length ? list(provinces) : sql`null`})
        and i.stay_date >= ${stay.checkIn} and i.stay_date < ${stay.checkOut}
      group by i.room_type_id
    ),
    lead as (
      -- each hotel with its lead plan priced for the stay; settled: the lead plan is no dearer than any other plan on
      -- every night (lead_cheapest), has rooms for the party and a total, so it is cheapestRate's pick
      select l.*, l.lead_cheapest and l.free >= ${stay.roomCount} and l.total is not null as settled from (
        select r.hotel_id, r.district_id, r.area_id, r.star_rate, r.accommodation_type, r.facility_mask, r.popularity,
          r.review_point, r.count_reviews, r.lead_cheapest, ${stayTotal(classes, 'r')} as total,
          ${freeRooms(stay, { maxAdults: 'r.lead_max_adults', defaultAllotment: 'r.lead_default_allotment' })} as free
        from hotel_search_rows r
        left join free f on f.room_type_id = r.lead_room_type_id
        where ${scoped}) l
    ),
    plans as (
      -- every plan of the hotels not settled priced for the stay, with its room type's rooms free on every night:
      -- features/hotels cheapestRate's inputs (the hotels' plans read through the hotel index)
      select sp.hotel_id, sp.plan_id, ${stayTotal(classes, 'sp')} as total,
        ${freeRooms(stay, { maxAdults: 'sp.max_adults', defaultAllotment: 'sp.default_allotment' })} as free
      from hotel_search_plans sp
      left join free f on f.room_type_id = sp.room_type_id
      where sp.hotel_id = any(array(select hotel_id from lead where not settled))
    ),
    best as (
      -- cheapestRate for the public price: the cheapest plan with rooms for the party (ties: lower plan id); a hotel
      -- without one keeps its cheapest plan, unbookable, for its rooms left
      select distinct on (hotel_id) hotel_id, total, free from plans
      order by hotel_id, (free >= ${stay.roomCount}) desc, total, plan_id
    ),
    priced as (
      select l.hotel_id, l.district_id, l.area_id, l.star_rate, l.accommodation_type, l.facility_mask, l.popularity,
        l.review_point, l.count_reviews, case when l.settled then l.free else coalesce(b.free, 0) end as rooms_available,
        case when l.settled then floor(l.total / ${sql.raw(integer(stay.nights))} + 0.5)::int
          when b.free >= ${stay.roomCount} then floor(b.total / ${sql.raw(integer(stay.nights))} + 0.5)::int end as nightly
      from lead l left join best b on b.hotel_id = l.hotel_id
      -- a fence: each row's price is computed once, not once per reference to nightly below
      offset 0
    ),
    hits as materialized (
      select p.hotel_id, p.popularity, p.nightly, ${hitColumns(sort, facets !== 'none')}p.rooms_available,
        ${failsOf(query)} as fails, ${priceBucket()} as bucket
      from priced p
    )
    select
      ${grouped} as facets,
      (select json_build_object(
          'total', count(*) filter (where fails = 0),
          'available', count(*) filter (where fails = 0 and rooms_available >= ${stay.roomCount}),
          'lo', min(nightly), 'hi', max(nightly),
          'buckets', json_build_array(${sql.join(bucketCounts, sql`, `)}))
        from hits) as totals,
      (select coalesce(json_agg(p), '[]'::json) from (
        select hotel_id, nightly, rooms_available from hits where fails = 0
        order by ${orderBy(sort, stay.roomCount)}
        limit ${HOTEL_PAGE_SIZE} offset ${offset}
      ) p) as page`;
}
