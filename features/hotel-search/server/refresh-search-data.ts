import 'server-only';
import type { DatabaseHandle } from '@/lib/db/client';
import { refreshSearchRows } from './refresh-search-rows';

/**
 * Rebuilds what search derives from the catalogue: each hotel's lead rate plan (cheapest quoted
 * price after promotion) and total rooms, the word-start search terms, and the search rows. Run after seeding and
 * after rate or hotel changes.
 */
export async function refreshSearchData(handle: DatabaseHandle): Promise<void> {
  // raw: set-based rebuilds (DISTINCT ON, aggregates, generate_subscripts, LATERAL) in one round trip
  await handle.exec(`
    update hotels h set lead_rate_plan_id = lead.id
    from (
      select distinct on (hotel_id) hotel_id, id from rate_plans
      order by hotel_id, base_price::bigint * (100 - promotion_percent), id
    ) lead
    where lead.hotel_id = h.id;

    update hotels h set total_rooms = r.total
    from (select hotel_id, sum(default_allotment)::int as total from room_types group by hotel_id) r
    where r.hotel_id = h.id;

    delete from hotel_search_terms;
    insert into hotel_search_terms (term, hotel_id, popularity)
    select distinct t.term, t.id, t.popularity
    from (
      -- search_key holds the Vietnamese and the English name, so both match
      select array_to_string(s.words[i:], ' ') as suffix, s.id, s.popularity
      from (select id, popularity, string_to_array(search_key, ' ') as words from hotels) s,
           generate_subscripts(s.words, 1) as i
      where s.words[i] <> ''
    ) w,
    -- each suffix also without spaces: travellers type "danang", "hanoi"
    lateral (values (w.suffix, w.id, w.popularity), (replace(w.suffix, ' ', ''), w.id, w.popularity)) as t(term, id, popularity);
  `);
  await refreshSearchRows(handle);
}
