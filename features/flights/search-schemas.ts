import { z } from 'zod';
import { parseIsoDate } from '@/lib/dates/product-date';
import { FARE_CODES, fareAmountsSchema, fareRulesSchema, flightSegmentSchema } from '@/features/fares/schemas';

/** Contracts of flight search and the flight reference (conventions in ./schemas.ts). */

// the ticket's parts live with the ticket (features/fares), below orders
export { PASSENGER_TYPES } from '@/features/fares/schemas';
export type { FareAmounts, FareCode, FareRules, FlightSegment, PassengerType } from '@/features/fares/schemas';

export const FLIGHT_LIMITS = {
  /** adults + children (infants sit on an adult's lap) */
  maxSeats: 9,
  minAdults: 1,
  /** departures are on sale from today to today + this many days */
  bookingWindowDays: 365,
  /** a departure stops selling this many minutes before it leaves */
  salesCutoffMinutes: 180,
} as const;

export const TIME_BUCKETS = ['before_8h', 'from_8h_to_12h', 'from_12h_to_18h', 'after_18h'] as const;
export type TimeBucket = (typeof TIME_BUCKETS)[number];

export const FLIGHT_SORTS = [
  'time_asc',
  'time_desc',
  'price_asc',
  'price_asc_taxFee_all',
  'price_asc_noTaxFee_all',
  'price_asc_noTaxFee_one',
  'price_asc_taxFee_one',
] as const;
export type FlightSort = (typeof FLIGHT_SORTS)[number];
export const DEFAULT_FLIGHT_SORT: FlightSort = 'price_asc';

export const PASSENGER_TITLES = { adult: ['MR', 'MRS', 'MS'], child: ['MSTR', 'MISS'], infant: ['MSTR', 'MISS'] } as const;

const airportCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'Mã sân bay gồm 3 chữ cái in hoa');
export const isoDateSchema = z
  .string()
  .refine((value) => parseIsoDate(value) === value, 'Ngày phải hợp lệ dạng YYYY-MM-DD')
  .meta({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'A calendar day, YYYY-MM-DD' });
export const count = (max: number) => z.number().int().min(0).max(max);

/** Passenger counts (spec 3 adultCount, childCount, infantCount). */
export type PassengerCounts = { adultCount: number; childCount: number; infantCount: number };

/** Spec 3 "Flight search parameters", as parsed from ap / dt / ps / leg (features/flights/rules/query-params.ts). */
export type FlightSearchParams = PassengerCounts & {
  isDomestic: boolean;
  originCode: string;
  destinCode: string;
  /** ISO */
  departDate: string;
  /** ISO; null for one way */
  returnDate: string | null;
  /** 1: round trip */
  leg: 0 | 1;
  listFlight: { startPoint: string; endPoint: string; departDate: string }[];
};

/**
 * GET /api/flight-service/v1/search: the page query (ap, dt, ps, leg) plus which list (direction 0 outbound,
 * 1 return), sort and filters. `airlines` and `times` are comma lists. ap / dt / ps are checked by the rules
 * (400 FLIGHT_MISSING_PARAMS "missing params" when one is absent, INVALID_FLIGHT_SEARCH when malformed).
 */
export const flightSearchQuerySchema = z.strictObject({
  ap: z.string().max(20).optional(),
  dt: z.string().max(30).optional(),
  ps: z.string().max(20).optional(),
  leg: z.enum(['0', '1']).optional(),
  direction: z.enum(['0', '1']).default('0'),
  sort: z.enum(FLIGHT_SORTS).default(DEFAULT_FLIGHT_SORT),
  airlines: z
    .string()
    .max(40)
    .regex(/^[A-Z0-9]{2}(,[A-Z0-9]{2}){0,9}$/, 'Danh sách hãng bay không hợp lệ')
    .optional(),
  /** only departures leaving after this local time at the origin: the return list of a round trip passes the outbound's arrival */
  after: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, 'Thời điểm phải có dạng YYYY-MM-DDTHH:mm')
    .optional(),
  times: z
    .string()
    .max(80)
    .refine((v) => v.split(',').every((t) => (TIME_BUCKETS as readonly string[]).includes(t)), 'Khung giờ không hợp lệ')
    .optional(),
});
export type FlightSearchQuery = z.infer<typeof flightSearchQuerySchema>;

/** One fare class of a departure as sold to this party: seats left and what it costs (totalPrice for everyone). */
const flightFareSchema = fareAmountsSchema.extend({
  fareClassId: z.number().int(),
  code: z.enum(FARE_CODES),
  cabin: z.enum(['economy', 'business']),
  bookingClass: z.string(),
  seatsLeft: z.number().int(),
  refundable: z.boolean(),
  changeable: z.boolean(),
  includedBaggageKg: z.number().int(),
  cabinBaggageKg: z.number().int(),
  rules: fareRulesSchema,
  adt: z.number().int(),
  chd: z.number().int(),
  inf: z.number().int(),
  totalPrice: z.number().int(),
});
export type FlightFare = z.infer<typeof flightFareSchema>;

/** Spec 3 offer fields (totalPrice, adt, chd, inf, fareAdt ... serviceFeeAdt): the offer's cheapest fare. */
const offerPriceSchema = fareAmountsSchema.extend({
  adt: z.number().int(),
  chd: z.number().int(),
  inf: z.number().int(),
  totalPrice: z.number().int(),
});
export type OfferPrice = z.infer<typeof offerPriceSchema>;

/** One departure (schedule x date) with the fare classes that can seat the party, cheapest first; its own price fields are the cheapest fare's. */
const flightOfferSchema = offerPriceSchema.extend({
  /** `${scheduleId}-${YYYYMMDD}` */
  id: z.string(),
  scheduleId: z.number().int(),
  /** 0 outbound, 1 return */
  leg: z.union([z.literal(0), z.literal(1)]),
  airline: z.string(),
  airlineName: z.string(),
  /** logo by the spec 9 rule; null: show the code */
  logo: z.string().nullable(),
  flightNumber: z.string(),
  aircraft: z.string(),
  startPoint: z.string(),
  endPoint: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  duration: z.number().int(),
  stops: z.number().int(),
  via: z.string().nullable(),
  timeBucket: z.enum(TIME_BUCKETS),
  international: z.boolean(),
  listFlight: z.array(flightSegmentSchema),
  fares: z.array(flightFareSchema),
});
export type FlightOffer = z.infer<typeof flightOfferSchema>;

export const flightSearchResultSchema = z.object({
  /** the parsed search (spec 3 fields) */
  params: z.object({
    isDomestic: z.boolean(),
    originCode: z.string(),
    destinCode: z.string(),
    departDate: z.string(),
    returnDate: z.string().nullable(),
    adultCount: z.number().int(),
    childCount: z.number().int(),
    infantCount: z.number().int(),
    leg: z.union([z.literal(0), z.literal(1)]),
    listFlight: z.array(z.object({ startPoint: z.string(), endPoint: z.string(), departDate: z.string() })),
  }),
  /** which list this is: 0 outbound, 1 return */
  direction: z.union([z.literal(0), z.literal(1)]),
  sort: z.enum(FLIGHT_SORTS),
  /** filtered and sorted; departures with no fare for this party are left out */
  flights: z.array(flightOfferSchema),
  total: z.number().int(),
  /** departures for this party before filters */
  totalAll: z.number().int(),
  /** each facet counts the departures that pass the OTHER filter group */
  facets: z.object({
    airlines: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        logo: z.string().nullable(),
        count: z.number().int(),
        minPrice: z.number().int().nullable(),
      }),
    ),
    timeBuckets: z.array(z.object({ key: z.enum(TIME_BUCKETS), count: z.number().int() })),
  }),
  /** lowest one-adult price with taxes and fees over all departures (before filters) */
  minPrice: z.number().int().nullable(),
});
export type FlightSearchResult = z.infer<typeof flightSearchResultSchema>;

/** POST /api/flight-service/v1/combo-search-month-v2: lowest fare per day of a month for a route. */
export const fareCalendarBodySchema = z.strictObject({
  originCode: airportCodeSchema,
  destinCode: airportCodeSchema,
  /** YYYY-MM */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Tháng phải có dạng YYYY-MM'),
  adultCount: count(9).min(1).default(1),
  childCount: count(8).default(0),
  infantCount: count(9).default(0),
});
export type FareCalendarBody = z.infer<typeof fareCalendarBodySchema>;
export const fareCalendarSchema = z.object({
  originCode: z.string(),
  destinCode: z.string(),
  month: z.string(),
  /** every day of the month; minPrice is the lowest one-adult price with taxes and fees, null when nothing is on sale */
  days: z.array(z.object({ date: z.string(), minPrice: z.number().int().nullable(), airline: z.string().nullable() })),
  cheapestDate: z.string().nullable(),
});
export type FareCalendar = z.infer<typeof fareCalendarSchema>;

/** GET /api/flight-service/v1/airports?q=: the picker's airports (domestic first), each with the airports it flies to. */
export const airportsQuerySchema = z.strictObject({ q: z.string().max(60).optional() });
const airportOptionSchema = z.object({
  code: z.string(),
  cityCode: z.string(),
  countryCode: z.string(),
  nameVi: z.string(),
  nameEn: z.string(),
  cityNameVi: z.string(),
  cityNameEn: z.string(),
  countryNameVi: z.string(),
  countryNameEn: z.string(),
  /** 1 north, 2 central, 3 south for domestic airports; null abroad */
  region: z.number().int().nullable(),
  destinations: z.array(z.string()),
});
export type AirportOption = z.infer<typeof airportOptionSchema>;

/** A place without an airport (Hội An, Hạ Long...): the nearest airports with flights, nearest first, with distance. */
const flightPlaceSchema = z.object({
  nameVi: z.string(),
  nameEn: z.string(),
  provinceVi: z.string(),
  /** lowercase name, province and English name without diacritics */
  searchKey: z.string(),
  /** up to 3 within 250 km by great circle (the nearest one when none is that close) */
  airports: z.array(z.object({ code: z.string(), km: z.number().int() })),
});
export type FlightPlace = z.infer<typeof flightPlaceSchema>;
/** GET /api/flight-service/v1/airports: the airports and, beside them, the places without one. */
export const airportsAnswerSchema = z.object({ airports: z.array(airportOptionSchema), places: z.array(flightPlaceSchema) });
export type AirportsAnswer = z.infer<typeof airportsAnswerSchema>;

/** GET /api/flight-service/v1/airports/domestic: spec 3's domestic airport object, with the domestic routes from it. */
export const domesticAirportSchema = z.object({
  name: z.string(),
  code: z.string(),
  province_id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  type: z.string(),
  region: z.number().int(),
  province_name: z.string(),
  has_in_atadi: z.boolean(),
  region_name: z.string(),
  region_name_vi: z.string(),
  /** lowercase province, name and code without diacritics */
  search_key: z.string(),
  /** spec 3 "Domestic route pairs": the airports reachable from it */
  destinations: z.array(z.string()),
});
export type DomesticAirport = z.infer<typeof domesticAirportSchema>;

/** GET /api/flight-service/v1/suggested-destinations (spec 3), both languages. */
const suggestionSchema = z.object({
  code: z.string(),
  cityName: z.string(),
  countryName: z.string(),
  countryCode: z.string(),
  fontWeight: z.string(),
});
const suggestionGroupsSchema = z.object({
  trending: z.array(suggestionSchema),
  northern: z.array(suggestionSchema),
  central: z.array(suggestionSchema),
  southern: z.array(suggestionSchema),
});
export const suggestedDestinationsSchema = z.object({ vi: suggestionGroupsSchema, en: suggestionGroupsSchema });
export type SuggestedDestinations = z.infer<typeof suggestedDestinationsSchema>;

/** GET /api/core-tms-service/redirect/core-user-service/passports/countries */
export const passportCountrySchema = z.object({ code: z.string(), nameVi: z.string(), nameEn: z.string() });
export type PassportCountry = z.infer<typeof passportCountrySchema>;
