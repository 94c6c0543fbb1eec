import { z } from 'zod';

/**
 * The booking-request contract (spec 7.1 `/v3-booking/booking-requests/...`), shared by the route handlers,
 * the browser client, the OpenAPI document and the tests. Money is integer VND; dates are ISO YYYY-MM-DD.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const positiveInt = z.number().int().positive().max(2_147_483_647);
const vnd = z.number().int();

/** Stays bookable online: at most 30 nights, up to 365 days ahead (the seeded rates reach that far). */
export const BOOKING_LIMITS = {
  maxNights: 30,
  maxDaysAhead: 365,
  maxRoomsPerLine: 9,
  maxLines: 5,
  maxRooms: 9,
  maxChildren: 6,
  maxChildAge: 17,
  /** hold length when BOOKING_HOLD_MINUTES is unset */
  defaultHoldMinutes: 15,
} as const;

/** Spec 3 "Bed type option". */
const bedOptionSchema = z.object({
  group_id: z.number().int(),
  bed_data: z.array(z.object({ count: z.number().int(), type: z.string(), description: z.string() })),
});

// ---- inputs ----

/** A booking request's public id: a UUID, unguessable. */
export const bookingRequestIdSchema = z.uuid();
export const bookingRequestParamsSchema = z.strictObject({ id: bookingRequestIdSchema });

/**
 * POST /booking-requests/request-price/. Prices are never read from the body: unknown keys (a client's
 * `total_price`, say) are dropped, and the server prices from the database. With `booking_request_id` the
 * caller's own request is re-priced in place (new holds; a live hold keeps its expiry, an expired one gets a new
 * window; its coupon kept when still valid).
 */
export const requestPriceBodySchema = z.object({
  hotel_id: positiveInt,
  check_in: isoDate,
  nights: z.number().int().min(1).max(BOOKING_LIMITS.maxNights),
  adults: z
    .number()
    .int()
    .min(1)
    .max(BOOKING_LIMITS.maxRooms * 4),
  /** beyond spec: ages 0–17; their price rule: docs/decisions/010-bookable-window-and-party.md */
  children_ages: z.array(z.number().int().min(0).max(BOOKING_LIMITS.maxChildAge)).max(BOOKING_LIMITS.maxChildren).default([]),
  rooms: z
    .array(z.object({ rate_plan_id: positiveInt, room_count: z.number().int().min(1).max(BOOKING_LIMITS.maxRoomsPerLine) }))
    .min(1)
    .max(BOOKING_LIMITS.maxLines),
  booking_request_id: bookingRequestIdSchema.optional(),
});
export type RequestPriceBody = z.infer<typeof requestPriceBodySchema>;

export const applyCouponBodySchema = z.strictObject({
  coupon_code: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type ApplyCouponBody = z.infer<typeof applyCouponBodySchema>;

export const listBookingRequestsQuerySchema = z.strictObject({
  status: z.enum(['HELD', 'EXPIRED', 'CANCELLED', 'CONVERTED']).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(10),
});

// ---- answers ----

/** Spec 3 "Hotel price summary inputs", showPrices entries: a discount line with its amount both ways. */
const discountLineSchema = z.object({
  show: z.boolean(),
  title: z.string(),
  title_en: z.string(),
  percent: z.number(),
  /** the amount taken off, VAT and fees included */
  incl_vat_fee_price: vnd,
  /** the same amount, VAT and fees excluded */
  excl_vat_fee_price: vnd,
});

const couponInfoSchema = z.object({
  /** "SUCCESS" when applied; compared case-insensitively with "success" everywhere (spec 4) */
  status: z.string(),
  coupon_code: z.string(),
  /** what the coupon takes off the price the traveller pays (VAT and fees included) */
  final_discount_value: vnd,
  campaign_data: z.object({ ref_data: z.object({ after_vat: z.boolean() }) }),
  message: z.string().optional(),
});
export type CouponInfo = z.infer<typeof couponInfoSchema>;

const redeemInfoSchema = z.object({
  /** TEMPORARY | REDEEM_SETTINGS (not shown as a discount, spec 4) | REDEEMED */
  status: z.string(),
  additional_settings: z.object({ actual_redeem_point: z.number().int() }),
});

const loyaltyBenefitSchema = z.object({ benefit_name: z.string(), benefit_name_en: z.string(), price: vnd });

/**
 * The price breakdown of a request (integer VND, rounding in features/hotels/quote.ts):
 * list -> promotion -> member lines -> subtotal (service fee and VAT inside) -> coupon -> final.
 */
const bookingPricesSchema = z.object({
  /** spec prettyPrice.base_price: the list price of every room and night, VAT and fees excluded */
  base_price: vnd,
  /** the list price, VAT and fees included */
  base_price_incl: vnd,
  /** after promotion and member discounts, VAT and fees included (before coupon) */
  total_price: vnd,
  /** the same, VAT and fees excluded */
  total_price_excl: vnd,
  service_fee: vnd,
  vat_amount: vnd,
  /** the VAT rate divided by 10 (0.8 for 8%); the VAT line shows it x 10 (spec 9) */
  vat: z.number(),
  show_prices: z.object({
    promotion: discountLineSchema,
    member_discount: discountLineSchema,
    mobile_rate: discountLineSchema,
    loyalty_discount: discountLineSchema,
  }),
  coupon_discount: vnd,
  coupon_discount_excl: vnd,
  /** what the traveller pays; incl/excl_discount_value are percents off the list price (spec 3) */
  final_price: z.object({
    inclusive: vnd,
    exclusive: vnd,
    incl_discount_value: z.number().int(),
    excl_discount_value: z.number().int(),
  }),
});
export type BookingPrices = z.infer<typeof bookingPricesSchema>;

const bookingRoomSchema = z.object({
  /** spec "booking_request_rate_id": this line's id */
  booking_request_rate_id: z.number().int(),
  rate_plan_id: z.number().int(),
  room_type_id: z.number().int(),
  room_count: z.number().int(),
  room_name: z.string(),
  room_name_en: z.string(),
  rate_name: z.string(),
  rate_name_en: z.string(),
  max_adults: z.number().int(),
  size_m2: z.number().int(),
  bed_options: z.array(bedOptionSchema),
  breakfast: z.boolean(),
  free_cancel_24h: z.boolean(),
  /** free cancellation until then (ISO date-time; 24 h before the hotel's check-in time, Vietnam time), null when non-refundable */
  free_cancel_until: z.string().nullable(),
  /** direct | expedia | rapid | ... (the provider notes of spec 9) */
  provider: z.string(),
  included_service_fee: z.boolean(),
  included_vat: z.boolean(),
  vat_rate: z.number().int(),
  /** one room, each night, VAT and fees included, after promotion */
  nightly: z.array(z.object({ date: isoDate, price: vnd, price_excl: vnd })),
  /** every room of the line over the stay, VAT and fees included, after promotion, before member discounts */
  total_price: vnd,
  /** what the line costs this viewer (member discounts applied) */
  final_price: vnd,
});
export type BookingRoom = z.infer<typeof bookingRoomSchema>;

const bookingStatusSchema = z.enum(['HELD', 'EXPIRED', 'CANCELLED', 'CONVERTED']);

export const bookingRequestSchema = z.object({
  id: bookingRequestIdSchema,
  status: bookingStatusSchema,
  /** when the hold ends (ISO date-time); re-price after it */
  expires_at: z.string(),
  /** the server's clock when it answered: the countdown runs on server time, whatever the browser's clock says */
  server_time: z.string(),
  created_at: z.string(),
  hotel: z.object({
    id: z.number().int(),
    name: z.string(),
    name_vi: z.string(),
    full_address: z.string(),
    full_address_en: z.string(),
    star_rate: z.number().int(),
    thumb_image: z.string(),
    country_code: z.string(),
  }),
  check_in: isoDate,
  check_out: isoDate,
  nights: z.number().int(),
  adults: z.number().int(),
  children_ages: z.array(z.number().int()),
  /** spec "roomCount": rooms over every line */
  room_count: z.number().int(),
  /** the order's free-cancellation deadline (ISO date-time) when every line has free cancellation, else null: what the order stores and the refund applies */
  free_cancel_until: z.string().nullable(),
  rooms: z.array(bookingRoomSchema),
  prices: bookingPricesSchema,
  coupon: couponInfoSchema.nullable(),
  redeem_info: redeemInfoSchema.nullable(),
  loyalty_benefit: loyaltyBenefitSchema.nullable(),
  /** whether the owner is a signed-in, confirmed member (member lines priced) */
  member_priced: z.boolean(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export const bookingRequestListSchema = z.object({
  items: z.array(bookingRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
