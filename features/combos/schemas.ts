import { z } from 'zod';
import { flightSearchResultSchema } from '@/features/flights/schemas';
import { todayIso } from '@/lib/dates/product-date';

/**
 * Contracts of combos (flight + hotel packages, spec 2.13 / 7.3): the month calendar of a combo deal, its flight
 * lists, and the draft the traveller assembles (POST/PUT v2-hotel/redis/combo). Money is integer VND; dates ISO.
 */

export const COMBO_LIMITS = {
  /** a draft lapses this long after its last save (decision: 2 hours, enough to fill in passengers and pay) */
  draftTtlSeconds: 2 * 3600,
  /** a lapsed draft is kept this much longer, never read as live, so its owner is told "expired" rather than "not found" */
  draftGraceSeconds: 24 * 3600,
  /** a calendar month is asked from this (Vietnam) month to this many months ahead, no further (400) */
  calendarMonthsAhead: 13,
} as const;

const dealId = z.number().int().positive().max(2_147_483_647);
const airportCode = z.string().regex(/^[A-Z]{3}$/, 'Mã sân bay gồm 3 chữ cái in hoa');
const isoDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Ngày phải có dạng YYYY-MM-DD');

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
/** Whether a YYYY-MM month is one the calendar answers today: this month .. COMBO_LIMITS.calendarMonthsAhead ahead. */
export const calendarMonthOpen = (month: string, now: Date = new Date()) => {
  const ahead = monthIndex(month) - monthIndex(todayIso(now));
  return ahead >= 0 && ahead <= COMBO_LIMITS.calendarMonthsAhead;
};

/** POST /flight-service/v1/combo-search-month-v2 with a combo body: the month of a combo deal from one origin. */
export const comboCalendarBodySchema = z.strictObject({
  dealId,
  origin: airportCode,
  /**
   * YYYY-MM of the years 2000-2099 (static, so the documented pattern never goes stale); the handler answers 400
   * VALIDATION_ERROR outside this month .. COMBO_LIMITS.calendarMonthsAhead ahead (calendarMonthOpen, read at the request's time)
   */
  month: z.string().regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'Tháng phải có dạng YYYY-MM'),
  /** the price option the days are priced with (the deal's cheapest when left out) */
  priceDealId: dealId.optional(),
});
export type ComboCalendarBody = z.infer<typeof comboCalendarBodySchema>;

const comboDaySchema = z.object({
  date: z.string(),
  /** the lowest package total of the day (cheapest flights both ways + the stay - the package discount); null: no flights or no room */
  total: z.number().int().nullable(),
  /** total / adult_number (spec 9) */
  perAdult: z.number().int().nullable(),
});
export type ComboDay = z.infer<typeof comboDaySchema>;
export const comboCalendarSchema = z.object({
  dealId: z.number().int(),
  origin: z.string(),
  destination: z.string(),
  month: z.string(),
  adultNumber: z.number().int(),
  nights: z.number().int(),
  /** the first departure on sale today: the deal's valid_from, or today + its book-ahead days (deal detail book_ahead_days) if later */
  firstDeparture: z.string(),
  /** every day of the month; days outside the deal's departure window or its sale are null */
  days: z.array(comboDaySchema),
  cheapestDate: z.string().nullable(),
});
export type ComboCalendar = z.infer<typeof comboCalendarSchema>;

/** GET /flight-service/v1/deals/{dealId}/deal-flights/?origin=&departDate= */
export const dealFlightsParamsSchema = z.strictObject({ dealId: z.coerce.number().int().positive().max(2_147_483_647) });
export const dealFlightsQuerySchema = z.strictObject({ origin: airportCode, departDate: isoDate });
const offersSchema = flightSearchResultSchema.shape.flights;
export const dealFlightsSchema = z.object({
  dealId: z.number().int(),
  origin: z.string(),
  destination: z.string(),
  departDate: z.string(),
  returnDate: z.string(),
  adultNumber: z.number().int(),
  /** the search's offers for adult_number adults, cheapest first */
  outbound: offersSchema,
  inbound: offersSchema,
  /** the stay's price (1 room, room_nights nights), null when no room is left */
  stayPrice: z.number().int().nullable(),
  discountPercent: z.number().int(),
});
export type DealFlights = z.infer<typeof dealFlightsSchema>;

/** A chosen flight: the offer's id ("<schedule>-<YYYYMMDD>") and one of its fare classes. */
const flightChoiceSchema = z.strictObject({
  flightId: z.string().regex(/^\d{1,9}-\d{8}$/, 'Mã chuyến bay không hợp lệ'),
  fareClassId: z.number().int().positive().max(2_147_483_647),
});
export type FlightChoice = z.infer<typeof flightChoiceSchema>;

/** POST v2-hotel/redis/combo (and PUT .../{id}): the traveller's combo; flights left out are the cheapest of the day. */
export const comboDraftBodySchema = z.strictObject({
  dealId,
  origin: airportCode,
  departDate: isoDate,
  priceDealId: dealId,
  outbound: flightChoiceSchema.optional(),
  inbound: flightChoiceSchema.optional(),
});
export type ComboDraftBody = z.infer<typeof comboDraftBodySchema>;
export const comboDraftIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Mã combo không hợp lệ');
export const comboDraftParamsSchema = z.strictObject({ id: comboDraftIdSchema });

const comboLegSchema = z.object({
  leg: z.union([z.literal(0), z.literal(1)]),
  flightId: z.string(),
  fareClassId: z.number().int(),
  departDate: z.string(),
  airline: z.string(),
  airlineName: z.string(),
  logo: z.string().nullable(),
  flightNumber: z.string(),
  fareCode: z.string(),
  /** the booking class letter ("E"), shown with the fare's name */
  bookingClass: z.string(),
  cabin: z.string(),
  startPoint: z.string(),
  endPoint: z.string(),
  /** the cities in Vietnamese and in English (the checkout names them in its language) */
  startCity: z.string(),
  endCity: z.string(),
  startCityEn: z.string(),
  endCityEn: z.string(),
  /** local times YYYY-MM-DDTHH:mm */
  startDate: z.string(),
  endDate: z.string(),
  includedBaggageKg: z.number().int(),
  cabinBaggageKg: z.number().int(),
  refundable: z.boolean(),
  /** the fare for the package's adults, taxes and fees included */
  price: z.number().int(),
});
export type ComboLeg = z.infer<typeof comboLegSchema>;

/** The server's price of a combo (never the client's). */
const comboQuoteSchema = z.object({
  dealId: z.number().int(),
  dealName: z.string(),
  priceDealId: z.number().int(),
  priceDealName: z.string(),
  /** `name` is the hotel's international (English) name, `nameVi` its Vietnamese one */
  hotel: z.object({ id: z.number().int(), name: z.string(), nameVi: z.string(), address: z.string() }),
  /** `name` in Vietnamese, `nameEn` in English */
  roomType: z.object({ id: z.number().int(), name: z.string(), nameEn: z.string() }),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  adultNumber: z.number().int(),
  outbound: comboLegSchema,
  inbound: comboLegSchema,
  stayPrice: z.number().int(),
  gross: z.number().int(),
  discountPercent: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  perAdult: z.number().int(),
});
export type ComboQuote = z.infer<typeof comboQuoteSchema>;

export const comboDraftSchema = z.object({
  id: z.string(),
  expiresAt: z.string(),
  draft: comboDraftBodySchema.required({ outbound: true, inbound: true }),
  quote: comboQuoteSchema,
});
export type ComboDraft = z.infer<typeof comboDraftSchema>;
