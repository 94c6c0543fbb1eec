import { z } from 'zod';
import { parseIsoDate } from '@/lib/dates/product-date';

import { ORDER_STATUSES } from './status';
import { vnMobileSchema } from '@/lib/text/vn-phone';
import { paymentLinkSchema } from '@/features/payment/schemas';
import { flightOrderSummarySchema } from '@/features/fares/schemas';
import { ORDER_PRODUCT_TYPES, orderCodeSchema, printable } from './order-fields';

export { ORDER_PRODUCT_TYPES, orderCodeSchema };
export * from './after-sale-schemas';

export { ORDER_STATUSES };
const ORDERS_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;

// The patterns in meta only tell the accepted form in the API document (JSON Schema cannot say a refine).
const isoDate = (label: string) =>
  z
    .string()
    .refine((value) => parseIsoDate(value) === value, `${label} phải là ngày hợp lệ dạng YYYY-MM-DD`)
    .meta({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'A calendar day, YYYY-MM-DD' });
const positiveInt = (label: string, max: number, exact: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,5}$/, `${label} phải là số nguyên dương`)
    .transform(Number)
    .refine((value) => value <= max, `${label} tối đa ${max}`)
    .meta({ pattern: exact, description: `An integer from 1 to ${max}` });

/** GET /api/v2-user/orders: filters by status and booking date (Vietnam time, both ends included), paged. */
export const ordersQuerySchema = z
  .strictObject({
    status: z.enum(ORDER_STATUSES, { error: 'Trạng thái đơn hàng không hợp lệ' }).optional(),
    from: isoDate('Từ ngày').optional(),
    to: isoDate('Đến ngày').optional(),
    page: positiveInt('Trang', 10_000, '^([1-9]\\d{0,3}|10000)$').default(1),
    page_size: positiveInt('Số đơn mỗi trang', MAX_PAGE_SIZE, '^([1-9]|[1-4]\\d|50)$').default(ORDERS_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'Đến ngày phải sau hoặc bằng Từ ngày' });
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

export const orderSchema = z.object({
  order_number: z.string(),
  product_type: z.enum(ORDER_PRODUCT_TYPES),
  status: z.string(),
  /** as the order was made, in its language; `title_vi`/`title_en` name it in each language now */
  title: z.string(),
  title_vi: z.string(),
  title_en: z.string(),
  check_in: z.string().nullable(),
  check_out: z.string().nullable(),
  total_vnd: z.number().int(),
  created_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export type OrdersPage = { items: Order[]; total: number; page: number; page_size: number };

// ---------------------------------------------------------------------------------------------------------
// Orders made from booking requests, their lookup, cancellation, refunds and VAT invoices (spec 7.1, 7.4).
// ---------------------------------------------------------------------------------------------------------

const vnd = z.number().int();
const vnMobile = vnMobileSchema('Số điện thoại không hợp lệ', z.string().max(20));

export const orderCodeParamsSchema = z.strictObject({ id: orderCodeSchema });
/** A checkout's id: a booking request's (hotel, flight) or a combo draft's. */
export const checkoutParamsSchema = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Mã yêu cầu không hợp lệ') });
const pinCodeSchema = z.string().regex(/^\d{6}$/, 'Mã PIN gồm 6 chữ số');

/** The booker (spec 2.9). */
export const orderContactSchema = z.strictObject({
  full_name: printable(2, 100, 'Họ và tên'),
  email: z.email('Email không hợp lệ').max(254),
  phone: vnMobile,
});
export type OrderContact = z.infer<typeof orderContactSchema>;

/** One receiver block per room (spec 2.9 "Receiver information n"); name split by the name helper (spec 3). */
const orderReceiverSchema = z.strictObject({
  booking_request_rate_id: z.number().int().positive(),
  first_name: printable(1, 60, 'Tên'),
  last_name: printable(1, 60, 'Họ'),
  phone: vnMobile,
  bed_group_id: z.number().int().nonnegative().nullable().default(null),
});
export type OrderReceiver = z.infer<typeof orderReceiverSchema>;

/**
 * POST /order-hotel/order/booking-request-fe/{id}: the booking payload. Prices and the payment method are
 * never read from it: the server takes the request's last quote and the method chosen with
 * choose-payment-method. `Idempotency-Key` as in the booking calls.
 */
export const createOrderBodySchema = z.strictObject({
  contact: orderContactSchema,
  receivers: z.array(orderReceiverSchema).min(1).max(9),
  lang: z.enum(['vi', 'en']).default('vi'),
  note: printable(0, 500, 'Ghi chú').optional(),
});
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

/** What a line of an order shows (frozen at order time). */
const orderRoomLineSchema = z.object({
  booking_request_rate_id: z.number().int(),
  room_type_id: z.number().int(),
  room_name: z.string(),
  room_name_en: z.string(),
  rate_name: z.string(),
  rate_name_en: z.string(),
  room_count: z.number().int(),
  breakfast: z.boolean(),
  free_cancel_24h: z.boolean(),
  final_price: vnd,
  /** a combo's hotel as named when ordered (its mails list hotel and room; hotel orders name it in the title) */
  hotel_name: z.string().optional(),
  hotel_name_en: z.string().optional(),
});
export type OrderRoomLine = z.infer<typeof orderRoomLineSchema>;

const cancellationSchema = z.object({
  /** whether the viewer may cancel it now */
  allowed: z.boolean(),
  /** what would be refunded if cancelled now (features/orders/refund-policy.ts) */
  refund_vnd: vnd,
  /** free cancellation until then (ISO date-time), null when non-refundable */
  free_until: z.string().nullable(),
  /** why it cannot be cancelled, when it cannot */
  reason: z.string().nullable(),
  /** a flight order's refund in flight words (features/orders/flight-refund.ts): the fare rule applied and what it keeps */
  flight_terms: z
    .object({
      /** free: every leg refunds without a fee; fee: every leg refunds for a fee; partial: some legs refund; none: no leg does */
      kind: z.enum(['free', 'fee', 'partial', 'none']),
      /** inside the free window: everything paid comes back, payment fee included */
      free_now: z.boolean(),
      payment_fee_kept_vnd: vnd,
      /** refund fees kept: fee per passenger and leg × passengers (adults and children) × legs with that fee */
      fees: z.array(z.object({ fee_vnd: vnd, travellers: z.number().int(), legs: z.number().int() })),
      /** legs whose fare is non-refundable (their tickets are kept) */
      non_refundable_legs: z.number().int(),
    })
    .optional(),
});

/** Where a refund goes: a bank account the traveller gives, back through the card gateway, back to the pay-later partner, or nowhere (nothing owed). */
const REFUND_CHANNELS = ['bank_account', 'gateway', 'partner', 'none'] as const;
export type RefundChannel = (typeof REFUND_CHANNELS)[number];

const refundSchema = z.object({
  amount_vnd: vnd,
  channel: z.enum(REFUND_CHANNELS),
  status: z.enum(['pending', 'succeeded', 'failed']),
  bank_name: z.string().nullable(),
  branch_name: z.string().nullable(),
  branch_name_en: z.string().nullable(),
  account_number_masked: z.string().nullable(),
});

export const invoiceSchema = z.object({
  order_code: z.string(),
  tax_code: z.string(),
  company_name: z.string(),
  company_address: z.string(),
  email: z.string(),
  status: z.enum(['requested', 'issued']),
  updated_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** A voucher a paid deal order issued, as its holder sees it on the order page and in the email. */
const issuedVoucherSchema = z.object({
  code: z.string(),
  status: z.enum(['available', 'used', 'void']),
  room_nights: z.number().int(),
  hotel_id: z.number().int().nullable(),
  valid_from: z.string(),
  valid_to: z.string(),
});
export type IssuedVoucher = z.infer<typeof issuedVoucherSchema>;

/** A deal order's line: the deal, its page, units and unit price; the vouchers only once paid (else empty). */
const orderDealSchema = z.object({
  deal_id: z.number().int(),
  deal_path: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unit_price: vnd,
  vouchers: z.array(issuedVoucherSchema),
});
export type OrderDeal = z.infer<typeof orderDealSchema>;

/** An order as its owner (or a holder of its code + PIN, or of its signed link) sees it. */
export const orderDetailSchema = z.object({
  order_number: z.string(),
  product_type: z.enum(ORDER_PRODUCT_TYPES),
  status: z.enum(ORDER_STATUSES),
  /** as the order was made, in its language; `title_vi`/`title_en` name it in each language now */
  title: z.string(),
  title_vi: z.string(),
  title_en: z.string(),
  hotel: z
    .object({
      id: z.number().int(),
      name: z.string(),
      name_vi: z.string(),
      full_address: z.string(),
      full_address_en: z.string(),
      star_rate: z.number().int(),
      thumb_image: z.string(),
    })
    .nullable(),
  check_in: z.string().nullable(),
  check_out: z.string().nullable(),
  nights: z.number().int().nullable(),
  adults: z.number().int().nullable(),
  children_ages: z.array(z.number().int()),
  rooms: z.array(orderRoomLineSchema),
  /** a flight order's legs, passengers (baggage) and fare breakdown; null for other products */
  flight: flightOrderSummarySchema.nullable(),
  /** a deal order's deal and (once paid) its voucher codes; null for other products */
  deal: orderDealSchema.nullable(),
  receivers: z.array(
    z.object({ first_name: z.string(), last_name: z.string(), phone: z.string(), booking_request_rate_id: z.number().int() }),
  ),
  contact: z.object({ full_name: z.string(), email: z.string(), phone: z.string() }).nullable(),
  prices: z.object({
    /** spec 9 total_price: the stay before coupon */
    subtotal_vnd: vnd,
    coupon_code: z.string().nullable(),
    coupon_discount_vnd: vnd,
    payment_fee_vnd: vnd,
    /** what the traveller pays (spec 9 final total) */
    total_vnd: vnd,
  }),
  payment: z.object({
    method: z.string().nullable(),
    method_name: z.string().nullable(),
    method_name_en: z.string().nullable(),
    /** when an unpaid order expires */
    deadline: z.string().nullable(),
    paid_at: z.string().nullable(),
    /** the open or last attempt's transaction id */
    transaction_id: z.string().nullable(),
    /**
     * the stay voucher that paid a hotel order (payment_method_voucher, order value 0): its code masked as the
     * checkout names it (the last 4 characters) and the deal that sold it, when a deal order issued it
     */
    voucher: z.object({ code_masked: z.string(), deal_name: z.string().nullable(), deal_name_en: z.string().nullable() }).nullable(),
  }),
  cancellation: cancellationSchema,
  refund: refundSchema.nullable(),
  invoice: invoiceSchema.nullable(),
  events: z.array(z.object({ status: z.string(), at: z.string() })),
  created_at: z.string(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** The order just made: its PIN is shown this once (and emailed); `access_token` opens it as a guest. */
export const createdOrderSchema = z.object({
  order: orderDetailSchema,
  pin_code: pinCodeSchema,
  access_token: z.string(),
  /** how to pay; null when the provider could not be reached (call create-payment-link) */
  payment: paymentLinkSchema.nullable(),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

/** GET /order-hotel/get-order-by/?pin_code&order_code&source (rate limited per address and per order code). */
export const orderLookupQuerySchema = z.strictObject({
  order_code: orderCodeSchema,
  pin_code: pinCodeSchema,
  source: z.enum(['web', 'email', 'app']).default('web'),
});
export const orderLookupAnswerSchema = z.object({ order: orderDetailSchema, access_token: z.string() });

/** The signed order link's token, as a query parameter of order-scoped GETs and the order page. */
export const orderTokenQuerySchema = z.strictObject({ token: z.string().min(20).max(1000).optional() });
/** GET create-payment-link: `lang`, the page that starts the payment (the gateway's page and the result page it returns to; else the order's). */
export const paymentLinkQuerySchema = orderTokenQuerySchema.extend({ lang: z.enum(['vi', 'en']).optional() });

export const cancelledOrderSchema = z.object({ order: orderDetailSchema });
export type OrderLookupAnswer = z.infer<typeof orderLookupAnswerSchema>;
