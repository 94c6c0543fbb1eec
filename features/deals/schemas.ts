import { z } from 'zod';
import { flightPassengerInputSchema } from '@/features/flights/schemas';
import { orderContactSchema } from '@/features/orders/schemas';
import { hasControlChars } from '@/lib/text/control-chars';

/**
 * Contracts of deals (spec 2.13, 3 "Deal", 7.3). Field names follow the spec's deal object (snake_case:
 * image_deal, package_services, price_deal, deal_type, flights[].adult_number). Money is integer VND; dates ISO.
 * A deal is a hotel voucher ("voucher") or a flight + hotel package ("combo").
 */

const DEAL_TYPES = ['voucher', 'combo'] as const;
export type DealType = (typeof DEAL_TYPES)[number];
/** The spec's list call asks deal_type=dynamic-combo: the same deals as "combo". */
const DEAL_TYPE_PARAMS = ['voucher', 'combo', 'dynamic-combo'] as const;

export const DEAL_LIMITS = {
  pageSize: 12,
  maxPageSize: 48,
  /** deal thumbnails (spec 9) */
  thumbWidth: 260,
  thumbHeight: 150,
  /** units in one purchase at most (a deal's max_per_order may be lower) */
  maxQuantity: 10,
} as const;

const DEAL_SORTS = ['popular', 'price_asc', 'price_desc', 'newest'] as const;

/** A bilingual line of package_services / package_addons as stored. */
export type DealTextItem = { vi: string; en: string };

const lang = z.enum(['vi', 'en']).default('vi');
const pageNumber = z.coerce.number().int().min(1).max(1000);
const dealIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** GET /v2-hotel/deal/category?type= */
export const dealCategoryQuerySchema = z.strictObject({ type: z.enum(DEAL_TYPE_PARAMS).optional(), lang });
export const dealCategorySchema = z.object({
  id: z.number().int(),
  type: z.enum(DEAL_TYPES),
  slug: z.string(),
  name: z.string(),
  count: z.number().int(),
});
export type DealCategory = z.infer<typeof dealCategorySchema>;

/** GET /v2-hotel/deals/ (also deal_type=dynamic-combo&combo_type=combo-vin, spec 7.3). */
export const dealListQuerySchema = z.strictObject({
  deal_type: z.enum(DEAL_TYPE_PARAMS).optional(),
  combo_type: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'combo_type không hợp lệ')
    .optional(),
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, 'Danh mục không hợp lệ')
    .optional(),
  hotel_id: dealIdSchema.optional(),
  sort: z.enum(DEAL_SORTS).default('popular'),
  page: pageNumber.default(1),
  page_size: z.coerce.number().int().min(1).max(DEAL_LIMITS.maxPageSize).default(DEAL_LIMITS.pageSize),
  lang,
});
export type DealListQuery = z.infer<typeof dealListQuerySchema>;

const dealImageSchema = z.object({ image: z.string(), is_default: z.boolean(), alt: z.string() });
const dealPriceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  list_price: z.number().int(),
  sell_price: z.number().int(),
  /** whole percent off list_price */
  discount_percent: z.number().int(),
  /** a voucher option: the room-nights one voucher pays (null: the deal's room_nights) */
  room_nights: z.number().int().nullable(),
});
export type DealPrice = z.infer<typeof dealPriceSchema>;
const dealFlightSchema = z.object({
  origin: z.string(),
  destination: z.string(),
  origin_city: z.string(),
  destination_city: z.string(),
  adult_number: z.number().int(),
});

/** A deal card (list item): what /deals and the home page show. */
export const dealCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the detail page: deals base path + slug of the name + "-" + id (spec 2.13), without the /en prefix */
  path: z.string(),
  deal_type: z.enum(DEAL_TYPES),
  combo_type: z.string().nullable(),
  category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  summary: z.string(),
  /** the default image's 260x150 thumbnail (spec 9) */
  thumbnail: z.string(),
  thumbnail_alt: z.string(),
  hotel: z.object({ id: z.number().int(), name: z.string(), star_rate: z.number(), address: z.string() }),
  room_nights: z.number().int(),
  /** the cheapest price_deal option (rules fromPrice); a combo's options are priced as its calendar charges */
  from_price: dealPriceSchema,
  /** spec 9: from_price.sell_price / adult_number (default 1), whole VND rounded half up; for a voucher, its sell price */
  price_per_adult: z.number().int(),
  adult_number: z.number().int(),
  quantity_left: z.number().int(),
  sold_out: z.boolean(),
  sale_ends_at: z.string(),
});
export type DealCard = z.infer<typeof dealCardSchema>;

export const dealListSchema = z.object({
  items: z.array(dealCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type DealList = z.infer<typeof dealListSchema>;

/** GET /v2-hotel/deal-detail/fe/{id}: every field of spec 3 "Deal". */
export const dealParamsSchema = z.strictObject({ id: dealIdSchema });
export const dealDetailQuerySchema = z.strictObject({ lang });
export const dealDetailSchema = dealCardSchema.extend({
  /** sanitised HTML (allowlist; sanitised when stored and again here) */
  details: z.string(),
  /** the default image first */
  image_deal: z.array(dealImageSchema),
  package_services: z.array(z.string()),
  package_addons: z.array(z.string()),
  price_deal: z.array(dealPriceSchema),
  flights: z.array(dealFlightSchema),
  valid_from: z.string(),
  valid_to: z.string(),
  max_per_order: z.number().int(),
  /** the deal is on sale now (inside its sale window, not hidden) */
  on_sale: z.boolean(),
  /** when the sale opens (ISO instant): the Offer's validFrom */
  sale_starts_at: z.string(),
  /** a combo departs at the earliest this many days after today (Vietnam); 0 for a voucher */
  book_ahead_days: z.number().int(),
  /** a combo's first departure on sale today (ISO): valid_from or today + book_ahead_days; a voucher's valid_from */
  first_departure_date: z.string(),
});
export type DealDetail = z.infer<typeof dealDetailSchema>;

const printable = (min: number, max: number, label: string) =>
  z
    .string()
    .trim()
    .min(min, `${label} không được để trống`)
    .max(max, `${label} tối đa ${max} ký tự`)
    .refine((v) => !hasControlChars(v), `${label} không hợp lệ`);

const purchaseBase = {
  deal_id: z.number().int().positive().max(2_147_483_647),
  buyer: orderContactSchema,
  payment_method: z.string().regex(/^payment_method_[a-z_]{2,40}$/, 'Phương thức thanh toán không hợp lệ'),
  lang: z.enum(['vi', 'en']).default('vi'),
  note: printable(0, 500, 'Ghi chú').optional(),
};

/** Buying hotel vouchers: `quantity` units of one price_deal option. */
const voucherPurchaseSchema = z.strictObject({
  kind: z.literal('voucher'),
  ...purchaseBase,
  price_deal_id: z.number().int().positive().max(2_147_483_647),
  quantity: z.number().int().min(1).max(DEAL_LIMITS.maxQuantity),
});

/**
 * Buying a combo: the draft the traveller assembled (flights + stay) and the passengers of its flights, in the
 * flight checkout's shape (features/combos validates them with the flight passenger rules).
 */
const comboPurchaseSchema = z.strictObject({
  kind: z.literal('combo'),
  ...purchaseBase,
  combo_draft_id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Mã combo không hợp lệ'),
  passengers: z.array(flightPassengerInputSchema).min(1).max(18),
});

/**
 * POST /v3-booking/fe/deal: buy a deal. One transaction takes the units (and for a combo the seats and the rooms,
 * both or neither) and makes a pending order of product type "deal" (vouchers) or "combo" with the chosen
 * method; the payment starts after the commit. Prices are never read from the body. `Idempotency-Key` as in
 * the booking calls.
 */
export const dealPurchaseBodySchema = z.discriminatedUnion('kind', [voucherPurchaseSchema, comboPurchaseSchema]);
export type DealPurchaseBody = z.infer<typeof dealPurchaseBodySchema>;
export type VoucherPurchaseBody = z.infer<typeof voucherPurchaseSchema>;
export type ComboPurchaseBody = z.infer<typeof comboPurchaseSchema>;

// A paid deal order's vouchers are part of the order detail (features/orders/schemas.ts owns the shape).
export type { IssuedVoucher } from '@/features/orders/schemas';
