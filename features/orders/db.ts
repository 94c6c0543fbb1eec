import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { FlightOrderSummary } from '@/features/fares/schemas';
import type { OrderContact, OrderReceiver, OrderRoomLine } from './schemas';

/**
 * Orders (spec 7.1). A hotel order is made from a held, priced booking request in one transaction (its holds
 * become sold rooms, order_rooms); its status only moves forward (features/orders/status.ts) and every change
 * is written to order_events. Readable by the member who owns it, by the guest cookie that made it, by a
 * signed order link, or by order code + PIN.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** the order code a traveller quotes (and the bank transfer content): uppercase letters and digits */
    orderNumber: text('order_number').notNull().unique(),
    /** the member who owns it (sign-on users.id); null for a guest's order */
    userId: integer('user_id'),
    /** sha256 of the guest booking cookie's token that made it (never the token) */
    guestKeyHash: text('guest_key_hash'),
    /** HMAC-SHA256 of the 6-digit PIN (features/orders/server/access/pin.ts) */
    pinHash: text('pin_hash').notNull().default(''),
    /** hotel | flight | combo (flight + hotel deal) | deal (hotel voucher deal) | voucher (unused) */
    productType: text('product_type').notNull(),
    /** features/orders/status.ts ORDER_STATUSES */
    status: text('status').notNull(),
    title: text('title').notNull(),
    /** the booking request it was made from (one order per request) */
    bookingRequestId: uuid('booking_request_id').unique(),
    hotelId: integer('hotel_id'),
    checkIn: date('check_in', { mode: 'string' }),
    checkOut: date('check_out', { mode: 'string' }),
    nights: integer('nights'),
    adults: integer('adults'),
    childrenAges: integer('children_ages')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** the booker: full name, email, phone (+84...) */
    contact: jsonb('contact').$type<OrderContact | null>(),
    receivers: jsonb('receivers')
      .$type<OrderReceiver[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    rooms: jsonb('rooms')
      .$type<OrderRoomLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** a flight order's legs, passengers, baggage and fare breakdown, frozen at order time (null for other products) */
    flight: jsonb('flight').$type<FlightOrderSummary | null>(),
    /** the booking request's last quote, frozen at order time by the product (orders never read it) */
    quote: jsonb('quote').$type<Record<string, unknown> | null>(),
    /** vi | en: the language of its emails */
    lang: text('lang').notNull().default('vi'),
    couponCode: text('coupon_code'),
    couponDiscountVnd: integer('coupon_discount_vnd').notNull().default(0),
    /** the stay's price before coupon (spec 9 total_price) */
    subtotalVnd: integer('subtotal_vnd').notNull().default(0),
    paymentMethod: text('payment_method'),
    paymentFeeVnd: integer('payment_fee_vnd').notNull().default(0),
    /** what the traveller pays (spec 9 final total): subtotal - coupon + payment fee; 0 for a voucher */
    totalVnd: integer('total_vnd').notNull(),
    /** the voucher that pays it, when paid by voucher */
    voucherCode: text('voucher_code'),
    /** an unpaid order expires then (its rooms go back) */
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    /** free cancellation until then (null: non-refundable) */
    freeCancelUntil: timestamp('free_cancel_until', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_guest_idx').on(t.guestKeyHash),
    index('orders_deadline_idx').on(t.status, t.paymentDeadline),
    check('orders_product_type_check', sql`${t.productType} in ('hotel', 'flight', 'combo', 'deal', 'voucher')`),
    check('orders_status_check', sql`${t.status} in ('pending', 'paid', 'confirmed', 'completed', 'expired', 'cancelled', 'refunded')`),
    check('orders_total_vnd_check', sql`${t.totalVnd} >= 0`),
  ],
);

/** Every status change of an order, in order (who: system | customer | provider:<id> | admin). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** The rooms an order took from room_inventory.sold, per room type and night (given back on expiry or cancellation). */
export const orderStays = pgTable(
  'order_stays',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    roomTypeId: integer('room_type_id').notNull(),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    rooms: integer('rooms').notNull(),
    /** set when the rooms went back to inventory (exactly once) */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('order_stays_pk').on(t.orderId, t.roomTypeId, t.stayDate), check('order_stays_rooms_ck', sql`${t.rooms} > 0`)],
);

/** The seats a flight order took from flight_seat_inventory.sold, per fare class and date (given back on expiry or cancellation). */
export const orderFlightSeats = pgTable(
  'order_flight_seats',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fareClassId: integer('fare_class_id').notNull(),
    departDate: date('depart_date', { mode: 'string' }).notNull(),
    seats: integer('seats').notNull(),
    /** set when the seats went back to inventory (exactly once) */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_flight_seats_pk').on(t.orderId, t.fareClassId, t.departDate),
    check('order_flight_seats_ck', sql`${t.seats} > 0`),
  ],
);

/** Cancellation reasons (GET /booking/reasons/frontend/). */
export const cancelReasons = pgTable('cancel_reasons', {
  id: serial('id').primaryKey(),
  textVi: text('text_vi').notNull(),
  textEn: text('text_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** the order products (ORDER_PRODUCT_TYPES) the reason is offered for: a flight has no hotel to ask for it */
  productTypes: text('product_types')
    .array()
    .notNull()
    .default(sql`'{hotel,flight,combo,deal,voucher}'::text[]`),
});

/** A cancelled order's refund: amount by the policy (features/orders/refund-policy.ts), to the traveller's bank account or back to the card. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' })
      .unique(),
    amountVnd: integer('amount_vnd').notNull(),
    /** bank_account | gateway | none */
    channel: text('channel').notNull(),
    bankId: integer('bank_id'),
    branchId: integer('branch_id'),
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    /** pending | succeeded | failed */
    status: text('status').notNull(),
    providerRef: text('provider_ref'),
    reasonId: integer('reason_id'),
    reasonText: text('reason_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [check('order_refunds_amount_ck', sql`${t.amountVnd} >= 0`)],
);

/** A VAT invoice request for an order (spec 7.4): one per order, editable until issued. */
export const orderInvoices = pgTable('order_invoices', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' })
    .unique(),
  taxCode: text('tax_code').notNull(),
  companyName: text('company_name').notNull(),
  companyAddress: text('company_address').notNull(),
  email: text('email').notNull(),
  /** requested | issued */
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
