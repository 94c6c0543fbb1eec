import { z } from 'zod';
import { MAX_INT4 } from '@/lib/db/int4';
import { hasControlChars } from '@/lib/text/control-chars';
import {
  ACCOMMODATION_TYPES,
  BOOKING_WINDOW_DAYS,
  FACILITY_KEYS,
  MAX_ADULTS,
  MAX_NIGHTS,
  MAX_ROOMS,
  PRICE_RANGES,
  type PriceRangeKey,
} from './constants';
import { readStay, STAY_FIELDS } from './search-box/stay';

export * from './constants';

// ---------- shared pieces ----------

/** Free text from a query: no control characters (NUL cannot even be stored in PostgreSQL text). */
const plainText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !hasControlChars(v), 'Không được chứa ký tự điều khiển');

/**
 * The document shows a text parameter read as a number as what it is on the wire, an integer in range,
 * instead of the text schema with its pattern that parses it.
 */
const documentedAsInteger = (minimum: number, maximum: number, description?: string) => ({
  override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
    for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
    Object.assign(jsonSchema, { type: 'integer', minimum, maximum }, description ? { description } : {});
  },
});

/**
 * A plain decimal integer (no sign, fraction, exponent or spaces) within [min, max]; ids and counts
 * default to PostgreSQL's integer range so no value reaches the database only to fail there.
 */
const intParam = (min: number, max: number = MAX_INT4) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `Phải là số nguyên từ ${min} đến ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `Phải là số nguyên từ ${min} đến ${max}`).max(max, `Phải là số nguyên từ ${min} đến ${max}`))
    .meta(documentedAsInteger(min, max));

// ---------- suggestions ----------

export const suggestQuerySchema = z.strictObject({
  q: plainText(100).default(''),
  lang: z.enum(['vi', 'en']).optional(),
});

const regionSuggestionSchema = z.object({
  regionid: z.number().int(),
  regionname: z.string(),
  regionname_vi: z.string(),
  countryname: z.string(),
  countrycode: z.string(),
  /** "hotel province" | "hotel city" | "hotel district" | "hotel area" | "hotel country" */
  regiontype: z.string(),
  seo_url: z.string(),
  full_address: z.string(),
  full_address_en: z.string(),
  hotel_count: z.number().int(),
});
export type RegionSuggestion = z.infer<typeof regionSuggestionSchema>;

const hotelSuggestionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_vi: z.string(),
  address: z.string(),
  address_en: z.string(),
  countryname: z.string(),
  countrycode: z.string(),
});
export type HotelSuggestion = z.infer<typeof hotelSuggestionSchema>;

export const suggestResultSchema = z.object({
  regions: z.array(regionSuggestionSchema),
  hotels: z.array(hotelSuggestionSchema),
});
export type SuggestResult = z.infer<typeof suggestResultSchema>;

// ---------- popular destinations ----------

/** GET /api/v2-hotel/popular-destinations takes no parameter (strict: anything else is a 400). */
export const popularDestinationsQuerySchema = z.strictObject({});

/** The places shown when the destination field is focused empty (issue 16): regions, as suggestions are. */
export const popularDestinationsSchema = z.object({ regions: z.array(regionSuggestionSchema) });
export type PopularDestinations = z.infer<typeof popularDestinationsSchema>;

// ---------- search ----------

/** A comma-joined list in the address ("4,5") parsed item by item. */
const commaList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean)
        : value,
    z.array(item).max(50),
  );

/** A stay count as text (readStay decides it), documented as the integer range it must be. */
const stayCount = (min: number, max: number, description: string) =>
  z
    .string()
    .max(10)
    .meta(documentedAsInteger(min, max, description))
    .optional();

/**
 * Query of GET /api/v2-hotel/hotels/search, and of the listing pages' address (same names).
 * The stay (checkInDate DD-MM-YYYY, nights, roomCount, adultCount) stays text here and is read by
 * readStay (stay.ts), the one rule the pages share: any value a page would correct is a 400 here.
 */
export const hotelSearchQuerySchema = z
  .strictObject({
    keyword: plainText(200).optional(),
    regionId: intParam(1).optional(),
    countryCode: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((s) => s.toUpperCase())
      .optional(),
    // text read by readStay; the document shows the wire contract that rule enforces
    checkInDate: z
      .string()
      .max(10)
      .meta({
        override: {
          type: 'string',
          pattern: '^\\d{2}-\\d{2}-\\d{4}$',
          description: `DD-MM-YYYY, from today in Vietnam to ${BOOKING_WINDOW_DAYS} days ahead`,
        },
      })
      .optional(),
    nights: stayCount(1, MAX_NIGHTS, 'default 1'),
    roomCount: stayCount(1, MAX_ROOMS, 'default 1'),
    adultCount: stayCount(1, MAX_ADULTS, 'default roomCount; never fewer than roomCount'),
    price: commaList(z.enum(PRICE_RANGES.map((r) => r.key) as [PriceRangeKey, ...PriceRangeKey[]])).optional(),
    min_price: intParam(0, 1_000_000_000).optional(),
    max_price: intParam(0, 1_000_000_000).optional(),
    star: commaList(intParam(0, 5)).optional(),
    /** district region ids (the spec's "city" parameter groups hotels by district) */
    city: commaList(intParam(1)).optional(),
    area: commaList(intParam(1)).optional(),
    facility: commaList(z.enum(FACILITY_KEYS)).optional(),
    type: commaList(z.enum(ACCOMMODATION_TYPES)).optional(),
    sort_by: z.enum(['popularity', 'price', 'star', 'review']).default('popularity'),
    sort_mode: z.enum(['asc', 'desc']).default('desc'),
    page: intParam(1, 500).default(1),
    lang: z.enum(['vi', 'en']).optional(),
  })
  .superRefine((query, ctx) => {
    const raw = Object.fromEntries(STAY_FIELDS.map((field) => [field, query[field]]));
    for (const issue of readStay(raw).issues)
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message, input: raw[issue.field] });
  });
export type HotelSearchQuery = z.infer<typeof hotelSearchQuerySchema>;

const priceView = z.object({ inclusive: z.number().int(), exclusive: z.number().int() });
const discountView = z.object({ strikethrough: z.number().int(), percent: z.number().int() });

/** Spec 3 "Hotel list item", prices computed for the requested stay. */
const hotelListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_vi: z.string(),
  slug: z.string(),
  thumb_image: z.string(),
  star_rate: z.number().int(),
  review_point: z.number(),
  count_reviews: z.number().int(),
  full_address: z.string(),
  full_address_en: z.string(),
  location: z.object({ lat: z.number(), lon: z.number() }),
  country_code: z.string(),
  accommodation_type: z.enum(ACCOMMODATION_TYPES),
  tags: z.array(z.string()),
  groupFacilities: z.array(z.object({ key: z.string(), group_name: z.string() })),
  show_prices: z.object({
    promotion: z.object({ show: z.boolean(), title: z.string().nullable() }),
    /** a member-only percent off (spec 6), applied after the member discount */
    mobile_rate: z.object({ show: z.boolean(), percent: z.number().int().min(0).max(90) }),
    /**
     * spec 6: the member discount percent, and the nightly price every member pays (member discount and
     * mobile rate, VAT and fees included), teased to guests as "Chỉ còn {price}"; a member's own price
     * adds their level's discount in the browser (features/hotels memberPrice)
     */
    member_discount: z.object({
      show: z.boolean(),
      percent: z.number().int().min(0).max(90),
      nightly: z.number().int().nullable(),
      /** the same teaser for the whole stay (one room) */
      total: z.number().int().nullable().optional(),
    }),
  }),
  /** nightly price before promotion, excluding VAT and fees */
  price: z.number().int(),
  /** nightly price after promotion, excluding VAT and fees */
  net_price: z.number().int(),
  provider: z.string(),
  included_service_fee: z.boolean(),
  vat: z.object({ vat_rate: z.number(), included: z.boolean() }),
  free_cancel_24h: z.boolean(),
  rooms_available: z.number().int(),
  is_sold_out: z.boolean(),
  discount: z.object({ has_discount: z.boolean(), total: discountView, nightly: discountView }),
  /**
   * features/hotels cheapestRate for a guest or signed-in non-member: the cheapest rate plan bookable for the stay
   * and the rooms asked (rooms free on every night), one room; every price above is this plan's. Zero and null
   * when sold out.
   */
  final_price: z.object({ total: priceView, nightly: priceView }),
  rate_plan_id: z.number().int().nullable(),
  /**
   * cheapestRate for a confirmed member at the base level: the plan a member pays least for (it may not be the
   * public one), its public price for one room and the stay, its member percents and its room type's rooms left.
   * The member's price is features/hotels memberPrice(total.inclusive, percents, their level); null when sold out.
   */
  member_rate: z
    .object({
      rate_plan_id: z.number().int(),
      nights: z.number().int().min(1),
      rooms_available: z.number().int(),
      total: priceView,
      member_percent: z.number().int().min(0).max(90),
      mobile_percent: z.number().int().min(0).max(90),
    })
    .nullable(),
});
export type HotelListItem = z.infer<typeof hotelListItemSchema>;

const countEntry = z.object({ key: z.string(), label: z.string(), count: z.number().int() });
export type CountEntry = z.infer<typeof countEntry>;

const searchExtraDataSchema = z.object({
  location_info: z.object({ full_addr: z.string().optional() }).optional(),
  count_by_star: z.array(countEntry),
  count_by_price_range: z.array(countEntry),
  /** districts */
  count_by_cities: z.array(countEntry),
  count_by_area: z.array(countEntry),
  count_by_facilities: z.array(countEntry),
  count_by_type: z.array(countEntry),
  min_price_all: z.number().int(),
  max_price_all: z.number().int(),
});
export type SearchExtraData = z.infer<typeof searchExtraDataSchema>;

/** The place being searched: a region, or a free-text search without one. */
const searchLocationSchema = z.object({
  regionid: z.number().int().nullable(),
  name: z.string(),
  name_vi: z.string(),
  regiontype: z.string().nullable(),
  seo_url: z.string().nullable(),
  countrycode: z.string(),
  full_address: z.string(),
  full_address_en: z.string(),
  /** ancestors from the country down, for breadcrumbs */
  parents: z.array(z.object({ regionid: z.number().int(), name: z.string(), name_vi: z.string(), seo_url: z.string() })),
  center: z.object({ lat: z.number(), lon: z.number() }).nullable(),
});
export type SearchLocation = z.infer<typeof searchLocationSchema>;

export const hotelSearchResultSchema = z.object({
  hotels: z.array(hotelListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  is_domestic: z.boolean(),
  /** every hotel matching the search is sold out for the stay */
  all_sold_out: z.boolean(),
  /** how many of the `total` hotels still have rooms for the stay (the breadcrumb says so) */
  available_total: z.number().int(),
  stay: z.object({
    checkIn: z.string(),
    checkOut: z.string(),
    nights: z.number().int(),
    roomCount: z.number().int(),
    adultCount: z.number().int(),
  }),
  location: searchLocationSchema,
  extra: searchExtraDataSchema,
});
export type HotelSearchResult = z.infer<typeof hotelSearchResultSchema>;
