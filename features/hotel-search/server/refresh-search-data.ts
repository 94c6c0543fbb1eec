import 'server-only';
import { sql } from 'drizzle-orm';
import { rebuildTable } from '@/lib/db/bulk';
import type { DatabaseHandle } from '@/lib/db/client';
import { refreshSearchRows } from './refresh-search-rows';

/**
 * Rebuilds what search derives from the catalogue: each hotel's lead rate plan (cheapest quoted
 * price after promotion) and total rooms, the word-start search terms, and the search rows. Run after seeding and
 * after rate or hotel changes.
 */
export async function refreshSearchData(handle: DatabaseHandle): Promise<void> {
  // raw: set-based rebuilds (DISTINCT ON, aggregates) in one round trip; only rows whose value
  // changes are written (the seed already writes both, so there it only reads)
  await handle.exec(`
    update hotels h set lead_rate_plan_id = lead.id
    from (
      select distinct on (hotel_id) hotel_id, id from rate_plans
      order by hotel_id, base_price::bigint * (100 - promotion_percent), id
    ) lead
    where lead.hotel_id = h.id and h.lead_rate_plan_id is distinct from lead.id;

    update hotels h set total_rooms = r.total
    from (select hotel_id, sum(default_allotment)::int as total from room_types group by hotel_id) r
    where r.hotel_id = h.id and h.total_rooms <> r.total;
  `);
  // one after the other: side by side on two connections they took longer at 200k (35 against 27 s: both sort and
  // build indexes with large maintenance memory on the same two cores)
  await rebuildSearchTerms(handle);
  await refreshSearchRows(handle);
}

/** hotel_search_terms from scratch (rebuildTable): each hotel's word-start suffixes of its search key. */
async function rebuildSearchTerms(handle: DatabaseHandle): Promise<void> {
  await rebuildTable(handle.db, 'hotel_search_terms', async (tx) => {
    // raw: generate_subscripts and LATERAL have no builder form. Terms are made unique per hotel (a
    // small set each, memoized by search key) rather than over the millions of rows at once.
    await tx.execute(
      sql.raw(`
        insert into hotel_search_terms (term, hotel_id, popularity)
        select t.term, h.id, h.popularity
        from hotels h,
        lateral (
          select distinct v.term
          from (
            -- search_key holds the Vietnamese and the English name, so both match
            select array_to_string(w.words[i:], ' ') as suffix
            from (select string_to_array(h.search_key, ' ') as words) w, generate_subscripts(w.words, 1) as i
            where w.words[i] <> ''
          ) s,
          -- each suffix also without spaces: travellers type "danang", "hanoi"
          lateral (values (s.suffix), (replace(s.suffix, ' ', ''))) as v(term)
        ) t`),
    );
  });
}
