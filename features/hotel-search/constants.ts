// Plain constants of hotel search, free of zod so client bundles can import them cheaply.

/** Spec 9: one shared page size for the hotel list. */
export const HOTEL_PAGE_SIZE = 20;
/** Spec 9: price bounds when extra data is missing. */
export const DEFAULT_MIN_PRICE = 0;
export const DEFAULT_MAX_PRICE = 50_000_000;
/**
 * The stay's bounds (readStay clamps a larger count to them; docs/api.md): 30 nights, 9 rooms, and 36
 * adults, 4 per room for the largest party the search offers. Spec 5 sets no maximum; these are ours.
 */
export const MAX_NIGHTS = 30;
export const MAX_ROOMS = 9;
export const MAX_ADULTS = 36;
/**
 * The bookable window: a check-in from today in Vietnam up to this many days ahead (what the big
 * booking sites offer; the seed's inventory rows reach 60 days, later nights use the default allotment).
 */
export const BOOKING_WINDOW_DAYS = 365;

/**
 * Spec 9 "Search": the suggestion list shows at most 5 regions and 10 hotels, asked from 2 letters or digits on.
 * The server fetches as many; the popular destinations (the list of an empty field) are as many regions.
 */
export const SUGGESTION_LIMITS = { regions: 5, hotels: 10 } as const;
export const SUGGEST_MIN_CHARS = 2;

/** Hotel tags, chips in this order; the offers first. The seed's HOTEL_TAGS has the same keys. */
export const TAG_KEYS = ['free-cancellation', 'breakfast-included', 'has-360img', 'special-hotel', 'big-sale', 'top-hotel'] as const;
export const FACILITY_KEYS = [
  'parking',
  'wifi',
  'pool',
  'restaurant',
  'spa',
  'tenis',
  'laundry',
  'fitness',
  'massage',
  'golf',
  'coffee',
] as const;
export const ACCOMMODATION_TYPES = ['hotel', 'resort', 'homestay', 'apartment', 'villa', 'hostel', 'guesthouse'] as const;
export type FacilityKey = (typeof FACILITY_KEYS)[number];

/** Nightly price ranges (VND, VAT and fees included) offered by the price filter; `max: null` = open. */
export const PRICE_RANGES = [
  { key: '0-500000', min: 0, max: 500_000 },
  { key: '500000-1000000', min: 500_000, max: 1_000_000 },
  { key: '1000000-2000000', min: 1_000_000, max: 2_000_000 },
  { key: '2000000-3000000', min: 2_000_000, max: 3_000_000 },
  { key: '3000000-5000000', min: 3_000_000, max: 5_000_000 },
  { key: '5000000-', min: 5_000_000, max: null },
] as const;
export type PriceRangeKey = (typeof PRICE_RANGES)[number]['key'];

/** Sort options (spec 2.5 leaves the list to us; docs/decisions/016-listing-filters-and-sort.md). `review` is domestic only. */
export const SORT_OPTIONS = [
  { sort_by: 'popularity', sort_mode: 'desc' },
  { sort_by: 'price', sort_mode: 'asc' },
  { sort_by: 'price', sort_mode: 'desc' },
  { sort_by: 'star', sort_mode: 'desc' },
  { sort_by: 'review', sort_mode: 'desc' },
] as const;
export type SortBy = (typeof SORT_OPTIONS)[number]['sort_by'];
export type SortMode = 'asc' | 'desc';
