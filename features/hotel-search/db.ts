import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { hotels, type SeasonRule } from '@/features/hotels/db';

/**
 * Word-start suffixes of each hotel's search key ("muong thanh da nang" -> "muong thanh da nang",
 * "thanh da nang", "da nang", "nang"), so a prefix of any word is an index range scan.
 * Derived from hotels by refreshSearchData(); never edited by hand.
 */
export const hotelSearchTerms = pgTable(
  'hotel_search_terms',
  {
    term: text('term').notNull(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    popularity: integer('popularity').notNull(),
  },
  (t) => [
    // a prefix's terms with their hotel and popularity from the index alone; common prefixes walk by popularity.
    // Unique: a hotel has each term once (popularity is the hotel's), so no primary key index is built beside it
    uniqueIndex('hotel_search_terms_term_idx').on(sql`${t.term} text_pattern_ops`, t.hotelId, t.popularity),
    index('hotel_search_terms_popularity_idx').on(t.popularity.desc(), t.hotelId, t.term),
  ],
);

/** The distinct season rule sets of rate plans: a stay's nights are classed once per set, not per hotel. */
export const seasonCalendars = pgTable(
  'season_calendars',
  {
    id: serial('id').primaryKey(),
    rules: jsonb('rules').$type<SeasonRule[]>().notNull(),
  },
  (t) => [uniqueIndex('season_calendars_rules_uq').on(t.rules)],
);

/**
 * One narrow row per hotel with everything a search filters, counts, prices and sorts by: the place
 * columns, the facet keys (facilities as a bit mask in FACILITY_KEYS order) and the lead rate plan's
 * price factors, as float8 computed exactly as features/hotels/pricing.ts computes them. Derived from
 * hotels and rate_plans by refreshSearchData(), in place order so a city's rows sit together.
 */
export const hotelSearchRows = pgTable(
  'hotel_search_rows',
  {
    hotelId: integer('hotel_id')
      .primaryKey()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    provinceId: integer('province_id').notNull(),
    cityId: integer('city_id'),
    districtId: integer('district_id'),
    areaId: integer('area_id'),
    starRate: smallint('star_rate').notNull(),
    accommodationType: text('accommodation_type').notNull(),
    facilityMask: integer('facility_mask').notNull(),
    popularity: integer('popularity').notNull(),
    reviewPoint: numeric('review_point', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    countReviews: integer('count_reviews').notNull(),
    totalRooms: integer('total_rooms').notNull(),
    calendarId: integer('calendar_id').notNull(),
    /** the lead plan's base price, weekend percent and factors (1 - promotion/100, included fee x VAT, fee, VAT) */
    basePrice: doublePrecision('base_price').notNull(),
    weekendPercent: integer('weekend_percent').notNull(),
    saleFactor: doublePrecision('sale_factor').notNull(),
    includedFactor: doublePrecision('included_factor').notNull(),
    feeFactor: doublePrecision('fee_factor').notNull(),
    vatFactor: doublePrecision('vat_factor').notNull(),
    /** the lead plan's room type, its default allotment and the adults a room of it takes (its rooms free for a stay) */
    leadRoomTypeId: integer('lead_room_type_id').notNull(),
    leadDefaultAllotment: integer('lead_default_allotment').notNull(),
    leadMaxAdults: integer('lead_max_adults').notNull(),
    /**
     * The lead plan prices every night of every date no higher than each other plan of the hotel (lower plan id on a
     * tie): when it has rooms for the stay it is the hotel's price (features/hotels cheapestRate), unless false
     */
    leadCheapest: boolean('lead_cheapest').notNull().default(false),
  },
  (t) => [
    index('hotel_search_rows_province_idx').on(t.provinceId),
    index('hotel_search_rows_city_idx').on(t.cityId),
    index('hotel_search_rows_district_idx').on(t.districtId),
    index('hotel_search_rows_area_idx').on(t.areaId),
    index('hotel_search_rows_country_idx').on(t.countryCode),
  ],
);

/**
 * One narrow row per rate plan with what a search prices and books it by: its room type (whose free rooms decide
 * whether the plan is bookable for a stay), the room type's default allotment (a night without an inventory row),
 * the plan's season calendar and its price factors as float8, computed exactly as features/hotels/pricing.ts
 * computes them. A hotel's price for a stay is its cheapest bookable plan (features/hotels cheapestRate). Derived
 * by refreshSearchData(), in place order like hotel_search_rows.
 */
export const hotelSearchPlans = pgTable(
  'hotel_search_plans',
  {
    planId: integer('plan_id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    roomTypeId: integer('room_type_id').notNull(),
    maxAdults: integer('max_adults').notNull(),
    defaultAllotment: integer('default_allotment').notNull(),
    calendarId: integer('calendar_id').notNull(),
    basePrice: doublePrecision('base_price').notNull(),
    weekendPercent: integer('weekend_percent').notNull(),
    saleFactor: doublePrecision('sale_factor').notNull(),
    includedFactor: doublePrecision('included_factor').notNull(),
    feeFactor: doublePrecision('fee_factor').notNull(),
    vatFactor: doublePrecision('vat_factor').notNull(),
  },
  (t) => [index('hotel_search_plans_hotel_idx').on(t.hotelId)],
);
