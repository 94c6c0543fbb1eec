import 'server-only';
import { sql } from 'drizzle-orm';
import { getReadDb, queryRows } from '@/lib/db/client';
import { likePrefix } from '@/lib/db/like';
import { toSearchKey } from '@/lib/text/search-key';
import { memoize } from '@/lib/cache/memo';
import { SUGGEST_MIN_CHARS, SUGGESTION_LIMITS } from '../constants';
import type { SuggestResult } from '../schemas';
import { REGION_COLUMNS, toRegionSuggestion, type RegionRow } from './region-dto';

type HotelRow = {
  id: number;
  name: string;
  name_vi: string;
  full_address: string;
  full_address_en: string;
  country_code: string;
  country_name: string;
};

/**
 * Regions and hotels whose name has a word starting with the typed text, diacritics-, case- and
 * space-insensitive ("da nang", "danang" and "đà nẵng" find Đà Nẵng; "d" matches "đ"). Regions
 * rank by hotel count, hotels by popularity. Fewer than 2 letters or digits: nothing.
 */
export async function suggest(q: string): Promise<SuggestResult> {
  const key = toSearchKey(q);
  // counted in letters and digits: punctuation or accents alone would scan every name (LIKE '!!!%')
  if ((key.match(/[\p{L}\p{N}]/gu) ?? []).length < SUGGEST_MIN_CHARS) return { regions: [], hotels: [] };
  return cachedLookup(key);
}

// Names change only with the catalogue, and travellers type the same prefixes again and again:
// answers are kept 5 minutes (for every process with REDIS_URL; at most 5,000 prefixes here).
const cachedLookup = memoize((key: string) => lookup(key), { name: 'suggest', ttlMs: 5 * 60_000, maxEntries: 5_000 });

/** Above this many matching terms, a prefix is common enough that walking the most popular hotels finds ten at once. */
const FEW_TERMS = 5_000;

/**
 * The 10 most popular hotels with a term starting with `prefix` (a hotel's terms all carry its popularity), read
 * two ways so neither reads much at 200,000 hotels: a rare prefix aggregates its at most FEW_TERMS terms (the
 * term index holds hotel and popularity); a common one walks the terms from the most popular down (the
 * popularity index holds the term) and stops at the tenth hotel. Each branch runs only when its count says so.
 * CTEs `matched` and `top` (hotel_id, popularity); tests lower `fewTerms` to take the walk on a small catalogue.
 */
export const topHotelsByPrefix = (prefix: string, fewTerms = FEW_TERMS) => sql`
  matched as materialized (select hotel_id, popularity from hotel_search_terms where term like ${prefix} limit ${fewTerms + 1}),
  top as (
    select hotel_id, popularity from (
      select hotel_id, max(popularity) as popularity from matched
      where (select count(*) from matched) <= ${fewTerms}
      group by hotel_id order by max(popularity) desc, hotel_id limit ${SUGGESTION_LIMITS.hotels}
    ) few
    union all
    select hotel_id, popularity from (
      select distinct popularity, hotel_id from hotel_search_terms
      where term like ${prefix} and (select count(*) from matched) > ${fewTerms}
      -- nulls last as the index has it: plain desc (nulls first) cannot walk it and sorts every match instead
      order by popularity desc nulls last, hotel_id limit ${SUGGESTION_LIMITS.hotels}
    ) many
  )`;

async function lookup(key: string): Promise<SuggestResult> {
  const prefix = likePrefix(key);
  const anyWord = `% ${prefix}`;
  const compact = likePrefix(key.replace(/ /g, ''));
  // raw, and one statement for both lists (one round trip: the driver's writes and reads are most of a suggestion's
  // cost in this process): prefix LIKEs on the regions' stored keys (name_key = lower(name), compact_key = search_key
  // without spaces) ranked by a boolean, and a top-N over the search terms chosen by a count (CTEs, union all)
  const [row] = await queryRows<{ regions: RegionRow[] | null; hotels: HotelRow[] | null }>(
    await getReadDb(),
    sql`with ${topHotelsByPrefix(prefix)}
        select
          (select json_agg(r) from (
            select ${sql.raw(REGION_COLUMNS)} from regions
            where search_key like ${prefix} or search_key like ${anyWord} or compact_key like ${compact}
               or name_key like ${prefix} or name_key like ${anyWord}
            order by (search_key like ${prefix} or name_key like ${prefix} or compact_key like ${compact}) desc,
                     hotel_count desc, id
            limit ${SUGGESTION_LIMITS.regions}
          ) r) as regions,
          (select json_agg(h) from (
            select h.id, h.name, h.name_vi, h.full_address, h.full_address_en, h.country_code, r.country_name
            from top t
            join hotels h on h.id = t.hotel_id
            join regions r on r.id = h.province_id
            order by t.popularity desc, h.id
          ) h) as hotels`,
  );
  return {
    regions: (row?.regions ?? []).map(toRegionSuggestion),
    hotels: (row?.hotels ?? []).map((h) => ({
      id: h.id,
      name: h.name,
      name_vi: h.name_vi,
      address: h.full_address,
      address_en: h.full_address_en,
      countryname: h.country_name,
      countrycode: h.country_code,
    })),
  };
}
