import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { regions } from '@/features/regions/db';

/** A place near a hotel with its straight-line distance. */
export type NearbyPlace = { name_vi: string; name_en: string; kind: string; distance_km: number };
/** Review sub-scores out of 10. */
export type ReviewScores = { cleanliness: number; location: number; service: number; value: number };

export const hotels = pgTable(
  'hotels',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameVi: text('name_vi').notNull(),
    searchKey: text('search_key').notNull(),
    /** hotel | resort | homestay | apartment | villa | hostel | guesthouse */
    accommodationType: text('accommodation_type').notNull(),
    starRate: integer('star_rate').notNull(),
    countryCode: text('country_code').notNull(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => regions.id),
    cityId: integer('city_id').references(() => regions.id),
    districtId: integer('district_id').references(() => regions.id),
    areaId: integer('area_id').references(() => regions.id),
    street: text('street').notNull(),
    fullAddress: text('full_address').notNull(),
    fullAddressEn: text('full_address_en').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    reviewPoint: numeric('review_point', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    countReviews: integer('count_reviews').notNull(),
    popularity: integer('popularity').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    facilities: text('facilities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    thumbImage: text('thumb_image').notNull(),
    /** derived by refreshSearchData(): the cheapest rate plan after promotion, and rooms per night */
    leadRatePlanId: integer('lead_rate_plan_id'),
    totalRooms: integer('total_rooms').notNull().default(0),
    descriptionVi: text('description_vi').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** hotel page extras (policies, surroundings, review breakdown), seeded from their own PRNG stream */
    checkInTime: text('check_in_time').notNull().default('14:00'),
    checkOutTime: text('check_out_time').notNull().default('12:00'),
    nearbyPlaces: jsonb('nearby_places')
      .$type<NearbyPlace[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    reviewScores: jsonb('review_scores').$type<ReviewScores | null>(),
  },
  (t) => [
    index('hotels_province_idx').on(t.provinceId, t.popularity),
    index('hotels_city_idx').on(t.cityId, t.popularity),
    index('hotels_district_idx').on(t.districtId),
    index('hotels_area_idx').on(t.areaId),
    index('hotels_popularity_idx').on(t.popularity),
    index('hotels_search_key_idx').on(sql`${t.searchKey} text_pattern_ops`),
    // sitemap files: a keyset range of ids read from the index alone (what an address needs rides along)
    index('hotels_sitemap_idx').on(t.id, t.name, t.countryCode),
  ],
);

export const hotelImages = pgTable(
  'hotel_images',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    is360: boolean('is_360').notNull().default(false),
  },
  (t) => [index('hotel_images_hotel_idx').on(t.hotelId, t.position)],
);

export type BedOption = { group_id: number; bed_data: { count: number; type: string; description: string }[] };

export const roomTypes = pgTable(
  'room_types',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    maxAdults: integer('max_adults').notNull(),
    sizeM2: integer('size_m2').notNull(),
    bedOptions: jsonb('bed_options').$type<BedOption[]>().notNull(),
    /** rooms offered each night unless an inventory row says otherwise */
    defaultAllotment: integer('default_allotment').notNull(),
  },
  (t) => [index('room_types_hotel_idx').on(t.hotelId)],
);

export type SeasonRule = { from: string; to: string; percent: number };

export const ratePlans = pgTable(
  'rate_plans',
  {
    id: serial('id').primaryKey(),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    /** VND per room per night before surcharges, VAT and fees */
    basePrice: integer('base_price').notNull(),
    /** percent added on Friday and Saturday nights */
    weekendPercent: integer('weekend_percent').notNull().default(0),
    /** MM-DD ranges with a percent added (negative for low season) */
    seasonRules: jsonb('season_rules')
      .$type<SeasonRule[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** percent off the list price shown struck through */
    promotionPercent: integer('promotion_percent').notNull().default(0),
    memberDiscountPercent: integer('member_discount_percent').notNull().default(0),
    mobileRatePercent: integer('mobile_rate_percent').notNull().default(0),
    vatRate: integer('vat_rate').notNull(),
    vatIncluded: boolean('vat_included').notNull(),
    serviceFeePercent: integer('service_fee_percent').notNull(),
    feeIncluded: boolean('fee_included').notNull(),
    /** direct | expedia | rapid | ... */
    provider: text('provider').notNull(),
    breakfast: boolean('breakfast').notNull().default(false),
    freeCancel24h: boolean('free_cancel_24h').notNull().default(false),
  },
  (t) => [index('rate_plans_room_type_idx').on(t.roomTypeId), index('rate_plans_hotel_idx').on(t.hotelId)],
);

/**
 * Per-night inventory. A missing row means the room type's default allotment is free that night;
 * holds and bookings insert the row and take rooms with a conditional update.
 */
export const roomInventory = pgTable(
  'room_inventory',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    /**
     * The room type's hotel, its province and default allotment, copied when the row is made (room types never
     * move, and a default changes only with the catalogue, which refreshSearchData copies again): a search
     * reads its places' rows of a stay from the index alone.
     */
    hotelId: integer('hotel_id').notNull(),
    provinceId: integer('province_id').notNull(),
    defaultAllotment: integer('default_allotment').notNull(),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    allotment: integer('allotment').notNull(),
    held: integer('held').notNull().default(0),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.stayDate] }),
    // a place's rows of a stay in one range scan, everything the search reads included (an index-only scan)
    index('room_inventory_search_idx').on(
      t.provinceId,
      t.stayDate,
      t.hotelId,
      t.roomTypeId,
      t.allotment,
      t.held,
      t.sold,
      t.defaultAllotment,
    ),
    check('room_inventory_counts_ck', sql`${t.held} >= 0 AND ${t.sold} >= 0 AND ${t.held} + ${t.sold} <= ${t.allotment}`),
  ],
);
