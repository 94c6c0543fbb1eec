import 'server-only';
import { sql } from 'drizzle-orm';
import { getReadDb, queryRows } from '@/lib/db/client';
import { likePrefix } from '@/lib/db/like';
import { toSearchKey } from '@/lib/text/search-key';
import { memoize } from '@/lib/cache/memo';
import { SUGGEST_MIN_CHARS, SUGGESTION_LIMITS } from '../constants';
import type { SuggestResult } from '../schemas';
import { REGION_COLUMNS, toRegionSuggestion, type RegionRow } from './region-dto';

type HotelRow = { id: number; name: string; name_vi: string; full_address: string; full_address_en: string; country_code: string; country_name: string };

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

async function lookup(key: string): Promise<SuggestResult> {
  const prefix = likePrefix(key);
  const anyWord = `% ${prefix}`;
  const compact = likePrefix(key.replace(/ /g, ''));
  const db = await getReadDb();
  const [regions, hotels] = await Promise.all([
    // raw: the benchmarked suggest queries, prefix LIKEs on expressions (replace, lower) ranked by a boolean, and a
    // top-N aggregate over the search terms
    queryRows<RegionRow>(
      db,
      sql`select ${sql.raw(REGION_COLUMNS)} from regions
          where search_key like ${prefix} or search_key like ${anyWord} or replace(search_key, ' ', '') like ${compact}
             or lower(name) like ${prefix} or lower(name) like ${anyWord}
          order by (search_key like ${prefix} or lower(name) like ${prefix} or replace(search_key, ' ', '') like ${compact}) desc,
                   hotel_count desc, id
          limit ${SUGGESTION_LIMITS.regions}`,
    ),
    queryRows<HotelRow>(
      db,
      sql`select h.id, h.name, h.name_vi, h.full_address, h.full_address_en, h.country_code, r.country_name
          from (
            select hotel_id, max(popularity) as popularity from hotel_search_terms
            where term like ${prefix}
            group by hotel_id order by max(popularity) desc, hotel_id limit ${SUGGESTION_LIMITS.hotels}
          ) t
          join hotels h on h.id = t.hotel_id
          join regions r on r.id = h.province_id
          order by t.popularity desc, h.id`,
    ),
  ]);
  return {
    regions: regions.map(toRegionSuggestion),
    hotels: hotels.map((h) => ({
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
