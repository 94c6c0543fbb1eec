import 'server-only';
import { sql } from 'drizzle-orm';
import { rebuildTable } from '@/lib/db/bulk';
import { queryRows, type DatabaseHandle } from '@/lib/db/client';
import { FACILITY_KEYS } from '../constants';

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** One night of a plan (`alias`) at a surcharge percent (season + weekend), as the search statement prices it. */
const night = (alias: string, surcharge: string) =>
  `floor(${alias}.base_price * (1 + (${surcharge})::float8 / 100) * ${alias}.sale_factor / ${alias}.included_factor` +
  ` * ${alias}.fee_factor * ${alias}.vat_factor + 0.5)`;

/**
 * `beaten`: the hotels with a plan the lead plan does not beat on some night, priced lower, or alike with a lower
 * plan id (cheapestRate's tie). A night is any month-day of a leap year, weekend or not: the season percents two
 * calendars give the same night (pricing.ts seasonPercent), each plan's weekend percent on a weekend. Elsewhere the
 * lead plan is no dearer than any other on every night, so on every stay: when it has rooms for the stay, it is the
 * hotel's price, and the search prices it alone (lead_cheapest).
 */
const LEAD_BEATEN = `
  with days as (
    select to_char(d, 'MM-DD') collate "C" as md from generate_series('2024-01-01'::date, '2024-12-31'::date, interval '1 day') d
  ), season as (
    select c.id as calendar_id, d.md, coalesce(sum((r.value->>'percent')::int) filter (where case
      when (r.value->>'from') collate "C" <= (r.value->>'to') collate "C"
        then d.md >= (r.value->>'from') collate "C" and d.md <= (r.value->>'to') collate "C"
      else d.md >= (r.value->>'from') collate "C" or d.md <= (r.value->>'to') collate "C" end), 0) as percent
    from season_calendars c cross join days d left join lateral jsonb_array_elements(c.rules) r on true
    group by c.id, d.md
  ), pairs as (
    select distinct a.calendar_id as lead_calendar, b.calendar_id as other_calendar, a.percent as lead_percent, b.percent as other_percent
    from season a join season b on b.md = a.md
  ), beaten as (
    select distinct q.hotel_id
    from hotels h
    join hotel_search_plans l on l.plan_id = h.lead_rate_plan_id
    join hotel_search_plans q on q.hotel_id = l.hotel_id and q.plan_id <> l.plan_id
    join pairs c on c.lead_calendar = l.calendar_id and c.other_calendar = q.calendar_id
    cross join (values (0), (1)) w(weekend)
    cross join lateral (select ${night('l', 'c.lead_percent + w.weekend * l.weekend_percent')} as lead_night,
      ${night('q', 'c.other_percent + w.weekend * q.weekend_percent')} as other_night) n
    where n.lead_night > n.other_night or (n.lead_night = n.other_night and q.plan_id < l.plan_id)
  )`;

/**
 * Rebuilds season_calendars, hotel_search_rows (hotels, their lead rate plans) and hotel_search_plans (every plan) (run after
 * refreshSearchData has chosen the lead plans), in one transaction (rebuildTable: readers see the old rows and
 * calendars, or the new ones). The price factors are the float8 values features/hotels/pricing.ts computes, in
 * the same order, so SQL prices a night to the same dong. Rows go in place order (province, then popularity),
 * so a city's rows share pages.
 */
export async function refreshSearchRows(handle: DatabaseHandle): Promise<void> {
  const facilities = `array[${FACILITY_KEYS.map(sqlText).join(', ')}]::text[]`;
  await rebuildTable(handle.db, 'hotel_search_rows', async (tx) => {
    // inventory rows carry their room type's default allotment (the search reads them from an index alone)
    await tx.execute(sql`update room_inventory i set default_allotment = rt.default_allotment
      from room_types rt where rt.id = i.room_type_id and i.default_allotment <> rt.default_allotment`);
    await tx.execute(sql`delete from season_calendars`);
    // every plan's rule set: a hotel is priced by its cheapest bookable plan, whichever it is
    await tx.execute(sql`insert into season_calendars (rules) select distinct p.season_rules from rate_plans p`);
    await tx.execute(sql`truncate hotel_search_plans`);
    // raw: set-based rebuild; the same float8 factors as the lead plan's below, per plan
    await tx.execute(
      sql.raw(`
        insert into hotel_search_plans (
          plan_id, hotel_id, room_type_id, max_adults, default_allotment, calendar_id,
          base_price, weekend_percent, sale_factor, included_factor, fee_factor, vat_factor)
        select p.id, p.hotel_id, p.room_type_id, rt.max_adults, rt.default_allotment, c.id,
          p.base_price::float8, p.weekend_percent, 1 - p.promotion_percent::float8 / 100,
          (case when p.fee_included then 1 + p.service_fee_percent::float8 / 100 else 1 end)
            * (case when p.vat_included then 1 + p.vat_rate::float8 / 100 else 1 end),
          1 + p.service_fee_percent::float8 / 100, 1 + p.vat_rate::float8 / 100
        from rate_plans p
        join room_types rt on rt.id = p.room_type_id
        join hotels h on h.id = p.hotel_id
        join lateral (select c.id from season_calendars c where c.rules = p.season_rules) c on true
        order by h.province_id, h.popularity desc, p.hotel_id, p.id`),
    );
    // raw: set-based rebuild (array positions, float8 arithmetic); after the plans, which lead_cheapest compares
    await tx.execute(
      sql.raw(`
        insert into hotel_search_rows (
          hotel_id, country_code, province_id, city_id, district_id, area_id, star_rate, accommodation_type,
          facility_mask, popularity, review_point, count_reviews, total_rooms, calendar_id,
          base_price, weekend_percent, sale_factor, included_factor, fee_factor, vat_factor,
          lead_room_type_id, lead_default_allotment, lead_max_adults, lead_cheapest)
        ${LEAD_BEATEN}
        select h.id, h.country_code, h.province_id, h.city_id, h.district_id, h.area_id, h.star_rate, h.accommodation_type,
          (select coalesce(bit_or(1 << (array_position(${facilities}, f) - 1)), 0)
             from unnest(h.facilities) f where array_position(${facilities}, f) is not null),
          h.popularity, h.review_point, h.count_reviews, h.total_rooms, c.id,
          p.base_price::float8, p.weekend_percent, 1 - p.promotion_percent::float8 / 100,
          (case when p.fee_included then 1 + p.service_fee_percent::float8 / 100 else 1 end)
            * (case when p.vat_included then 1 + p.vat_rate::float8 / 100 else 1 end),
          1 + p.service_fee_percent::float8 / 100, 1 + p.vat_rate::float8 / 100,
          rt.id, rt.default_allotment, rt.max_adults, not exists (select 1 from beaten b where b.hotel_id = h.id)
        from hotels h
        join rate_plans p on p.id = h.lead_rate_plan_id
        join room_types rt on rt.id = p.room_type_id
        -- a lookup per lead plan: joining every rate plan with the calendars first compares a million jsonb values
        join lateral (select c.id from season_calendars c where c.rules = p.season_rules) c on true
        order by h.province_id, h.popularity desc, h.id`),
    );
  });
}

/**
 * Derives the search rows when hotels have lead plans but no search rows (a database migrated after seeding), or when
 * no row says its lead plan settles the price (migration 0019 adds lead_cheapest false everywhere: answers stay right
 * but every hotel is priced over all its plans until this runs once; a catalogue where truly none is settled runs it
 * again at each start).
 */
export async function ensureSearchRows(handle: DatabaseHandle): Promise<void> {
  const [state] = await queryRows<{ missing: boolean }>(
    handle.db,
    // existence checks in one round trip
    sql`select exists (select 1 from hotels where lead_rate_plan_id is not null)
          and (not exists (select 1 from hotel_search_rows) or not exists (select 1 from hotel_search_plans)
            or not exists (select 1 from hotel_search_rows where lead_cheapest)) as missing`,
  );
  if (state?.missing) await refreshSearchRows(handle);
}
