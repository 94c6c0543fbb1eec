import 'server-only';
import { sql } from 'drizzle-orm';
import { deferredSchema } from '@/lib/db/bulk';
import type { DatabaseHandle } from '@/lib/db/client';

/**
 * Rebuilds what search derives from the catalogue: each hotel's lead rate plan (cheapest quoted
 * price after promotion) and total rooms, and the word-start search terms. Run after seeding and
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
  await rebuildSearchTerms(handle);
}

/**
 * hotel_search_terms from scratch, in one transaction: its keys and index are dropped, the terms
 * written, then the index built once and the keys checked with one join (millions of rows at 200k
 * hotels, several times faster than row by row). Readers of the table wait for the commit.
 */
async function rebuildSearchTerms(handle: DatabaseHandle): Promise<void> {
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    await tx.execute(sql`set local work_mem = '256MB'`);
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const schema = await deferredSchema(tx, ['hotel_search_terms'], { primaryKeys: true });
    for (const statement of schema.drop) await tx.execute(sql.raw(statement));
    // raw: generate_subscripts and LATERAL VALUES have no builder form
    await tx.execute(sql`truncate hotel_search_terms`);
    await tx.execute(
      sql.raw(`
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
        lateral (values (w.suffix, w.id, w.popularity), (replace(w.suffix, ' ', ''), w.id, w.popularity)) as t(term, id, popularity)`),
    );
    for (const statement of schema.restore) await tx.execute(sql.raw(statement));
  });
}
