import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FlightQuote, FlightTravellers } from './schemas';

export const airports = pgTable('airports', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  provinceId: integer('province_id').notNull(),
  provinceName: text('province_name').notNull(),
  type: text('type').notNull().default('domestic'),
  /** 1 north, 2 central, 3 south */
  region: integer('region').notNull(),
  regionName: text('region_name').notNull(),
  regionNameVi: text('region_name_vi').notNull(),
  hasInAtadi: boolean('has_in_atadi').notNull().default(true),
  searchKey: text('search_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per direction: a two-way route is stored twice. */
export const airportRoutes = pgTable(
  'airport_routes',
  {
    origin: text('origin')
      .notNull()
      .references(() => airports.code),
    destination: text('destination')
      .notNull()
      .references(() => airports.code),
  },
  (t) => [primaryKey({ columns: [t.origin, t.destination] })],
);

export const airlines = pgTable('airlines', {
  code: text('code').primaryKey(),
  /** the name in English (and on tickets) */
  name: text('name').notNull(),
  /** the name Vietnamese travellers use */
  nameVi: text('name_vi').notNull().default(''),
  logo: text('logo').notNull(),
  /** the brand whose logo is shown; JQ and BL share one */
  brand: text('brand').notNull(),
});

/**
 * Global airport reference (spec 3): every airport a flight of the site touches, the 21 domestic ones
 * included (country VN), plus a few foreign ones. `search_key` is the normalised text the picker matches.
 */
export const worldAirports = pgTable(
  'world_airports',
  {
    id: serial('id').primaryKey(),
    airportCode: text('airport_code').notNull().unique(),
    cityCode: text('city_code').notNull(),
    countryCode: text('country_code').notNull(),
    continentCode: text('continent_code').notNull(),
    airportNameVi: text('airport_name_vi').notNull(),
    airportNameEn: text('airport_name_en').notNull(),
    cityNameVi: text('city_name_vi').notNull(),
    cityNameEn: text('city_name_en').notNull(),
    countryNameVi: text('country_name_vi').notNull(),
    countryNameEn: text('country_name_en').notNull(),
    /** the airport's local time against UTC, minutes (Vietnam +420); schedules are in local times */
    utcOffsetMinutes: integer('utc_offset_minutes').notNull().default(420),
    searchKey: text('search_key').notNull(),
  },
  (t) => [index('world_airports_country_idx').on(t.countryCode)],
);

/** The airline code table (spec 3): code and name of every carrier, far more than the site sells. */
export const airlineCodes = pgTable('airline_codes', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/** Passport countries (spec 7.3 passports/countries): ISO 3166 alpha-2 code and names. */
export const passportCountries = pgTable('passport_countries', {
  code: text('code').primaryKey(),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Suggested destinations of the airport picker (spec 3), per language and group. */
export const flightSuggestions = pgTable(
  'flight_suggestions',
  {
    id: serial('id').primaryKey(),
    /** vi | en */
    lang: text('lang').notNull(),
    /** trending | northern | central | southern */
    groupKey: text('group_key').notNull(),
    code: text('code').notNull(),
    cityName: text('city_name').notNull(),
    countryName: text('country_name').notNull(),
    countryCode: text('country_code').notNull(),
    fontWeight: text('font_weight').notNull().default('normal'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('flight_suggestions_lang_idx').on(t.lang, t.groupKey, t.sortOrder)],
);

/**
 * A daily flight: it operates on the days of `days_mask` (bit 0 Monday ... bit 6 Sunday) of every date in
 * the booking window (today .. today + FLIGHT_BOOKING_WINDOW_DAYS). A departure is (schedule, date).
 */
export const flightSchedules = pgTable(
  'flight_schedules',
  {
    id: serial('id').primaryKey(),
    airline: text('airline').notNull(),
    /** e.g. VN213 */
    flightNumber: text('flight_number').notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    /** minutes after local midnight at the origin, 0..1439 */
    departMinute: integer('depart_minute').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** 0 for a direct flight */
    stops: integer('stops').notNull().default(0),
    /** stop-over airport code when stops > 0 */
    via: text('via'),
    aircraft: text('aircraft').notNull(),
    daysMask: integer('days_mask').notNull().default(127),
    /** percent applied to every fare class's base fare for this departure time (off-peak hours are cheaper) */
    fareFactor: integer('fare_factor').notNull().default(100),
    international: boolean('international').notNull().default(false),
  },
  (t) => [
    index('flight_schedules_route_idx').on(t.origin, t.destination, t.departMinute),
    uniqueIndex('flight_schedules_number_idx').on(t.flightNumber),
  ],
);

/** The fare classes of a schedule, each with its seats per departure and its fare rules (features/flights/rules/fares.ts). */
export const fareClasses = pgTable(
  'fare_classes',
  {
    id: serial('id').primaryKey(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => flightSchedules.id),
    /** ECO_SAVER | ECO_STANDARD | ECO_FLEX | BUSINESS */
    code: text('code').notNull(),
    /** economy | business */
    cabin: text('cabin').notNull(),
    /** booking class letter shown to travellers, e.g. E, M, Y, J */
    bookingClass: text('booking_class').notNull(),
    /** seats on sale per departure (the inventory row's default) */
    seats: integer('seats').notNull(),
    /** adult base fare before the date's demand factor and the schedule's fare factor */
    baseFareVnd: integer('base_fare_vnd').notNull(),
    /** child fare as a percent of the adult fare */
    childPercent: integer('child_percent').notNull(),
    /** infant fare, fixed */
    infantFareVnd: integer('infant_fare_vnd').notNull(),
    /** carrier fee (system / admin) per adult and child; infants pay none */
    feeVnd: integer('fee_vnd').notNull(),
    /** checked baggage included per passenger (adult and child), kg */
    includedBaggageKg: integer('included_baggage_kg').notNull().default(0),
    cabinBaggageKg: integer('cabin_baggage_kg').notNull().default(7),
    refundable: boolean('refundable').notNull().default(false),
    changeable: boolean('changeable').notNull().default(false),
    /** fare rules (features/flights/rules/fare-rules.ts), per passenger (adult, child) and leg; null: not allowed */
    changeFeeVnd: integer('change_fee_vnd'),
    /** null: non-refundable */
    refundFeeVnd: integer('refund_fee_vnd'),
    /** null: the name cannot be changed */
    nameChangeFeeVnd: integer('name_change_fee_vnd'),
    /** a refundable fare's extra charge when the traveller did not fly; null: a no-show forfeits the fare */
    noShowFeeVnd: integer('no_show_fee_vnd'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('fare_classes_schedule_code_idx').on(t.scheduleId, t.code)],
);

/**
 * Places travellers look for that have no airport (Hội An, Hạ Long, Sa Pa...): the airport picker offers the
 * nearest airports with their distance, measured from these coordinates.
 */
export const flightPlaces = pgTable('flight_places', {
  id: serial('id').primaryKey(),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en').notNull(),
  provinceVi: text('province_vi').notNull(),
  /** lowercase name, province and English name without diacritics (lib/text/search-key) */
  searchKey: text('search_key').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
});

/** Extra checked baggage a passenger (not an infant) can buy per leg: per airline and domestic / international. */
export const baggageOptions = pgTable(
  'baggage_options',
  {
    id: serial('id').primaryKey(),
    airline: text('airline').notNull(),
    international: boolean('international').notNull(),
    kg: integer('kg').notNull(),
    priceVnd: integer('price_vnd').notNull(),
  },
  (t) => [uniqueIndex('baggage_options_idx').on(t.airline, t.international, t.kg)],
);

/**
 * Seats per fare class and departure date, made on first use from fare_classes.seats (a departure nobody
 * booked has no row and all its seats). Same rules as room_inventory: conditional update, CHECK.
 */
export const flightSeatInventory = pgTable(
  'flight_seat_inventory',
  {
    fareClassId: integer('fare_class_id')
      .notNull()
      .references(() => fareClasses.id),
    scheduleId: integer('schedule_id').notNull(),
    departDate: date('depart_date', { mode: 'string' }).notNull(),
    seats: integer('seats').notNull(),
    held: integer('held').notNull().default(0),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.fareClassId, t.departDate] }),
    index('flight_seat_inventory_schedule_idx').on(t.scheduleId, t.departDate, t.fareClassId, t.seats, t.held, t.sold),
    check('flight_seat_inventory_counts_ck', sql`${t.held} >= 0 AND ${t.sold} >= 0 AND ${t.held} + ${t.sold} <= ${t.seats}`),
  ],
);

/** A leg of a flight booking request as priced and held (leg 0 outbound, 1 return). */
export type FlightRequestLeg = { leg: 0 | 1; fareClassId: number; scheduleId: number; departDate: string };

/**
 * A traveller's priced choice of one or two flights, holding seats until expires_at (same owner rules as
 * booking_requests). `quote` is the server's fare breakdown (flight schemas flightQuoteSchema), with the
 * passengers' baggage once they are entered.
 */
export const flightBookingRequests = pgTable(
  'flight_booking_requests',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id'),
    guestKeyHash: text('guest_key_hash'),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    infants: integer('infants').notNull(),
    legs: jsonb('legs').$type<FlightRequestLeg[]>().notNull(),
    /** HELD | EXPIRED | CANCELLED | CONVERTED */
    status: text('status').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    quote: jsonb('quote').$type<FlightQuote>().notNull(),
    /** contact, passengers and baggage once entered (PUT .../passengers) */
    travellers: jsonb('travellers').$type<FlightTravellers | null>(),
    /** the client address that held it (TRUSTED_PROXY_HOPS): held seats are capped per address */
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('flight_booking_requests_owner_ck', sql`(${t.userId} is null) <> (${t.guestKeyHash} is null)`),
    index('flight_booking_requests_user_idx').on(t.userId, t.createdAt),
    index('flight_booking_requests_guest_idx').on(t.guestKeyHash, t.createdAt),
    index('flight_booking_requests_expiry_idx').on(t.status, t.expiresAt),
    index('flight_booking_requests_address_idx')
      .on(t.clientAddress, t.expiresAt)
      .where(sql`${t.status} = 'HELD'`),
  ],
);

/** The seats a HELD flight request takes from flight_seat_inventory.held (given back on expiry). */
export const flightHolds = pgTable(
  'flight_holds',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => flightBookingRequests.id, { onDelete: 'cascade' }),
    fareClassId: integer('fare_class_id').notNull(),
    departDate: date('depart_date', { mode: 'string' }).notNull(),
    seats: integer('seats').notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.fareClassId, t.departDate] }), check('flight_holds_seats_ck', sql`${t.seats} > 0`)],
);
