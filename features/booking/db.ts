import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '@/features/auth/db';
import { hotels, ratePlans, roomTypes } from '@/features/hotels/db';
import type { BookingPrices, CouponInfo } from './schemas';

/** The coupon a request carries: the loyalty coupon's terms at the time it was applied. */
export type AppliedCoupon = CouponInfo & {
  discount_type: 'percent' | 'amount';
  discount_value: number;
  max_discount_vnd: number | null;
  points_spent: number | null;
};
/** The last quote of a request: its breakdown and each line's prices, in line order. */
export type StoredQuote = {
  prices: BookingPrices;
  lines: { nightly: { date: string; price: number; price_excl: number }[]; total_price: number; final_price: number }[];
};
/** A signed-in confirmed member's rates when the request was priced (null: public prices). */
export type MemberRatesSnapshot = { loyaltyDiscountPercent: number; levelName: string; levelNameEn: string } | null;

/** A traveller's priced choice of rooms, holding inventory until expires_at (docs/architecture.md, "Holds and order sources"). */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    /** sha256 of the guest cookie's token (never the token itself) */
    guestKeyHash: text('guest_key_hash'),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    nights: integer('nights').notNull(),
    adults: integer('adults').notNull(),
    childrenAges: integer('children_ages')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** HELD | EXPIRED | CANCELLED | CONVERTED */
    status: text('status').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    memberRates: jsonb('member_rates').$type<MemberRatesSnapshot>(),
    coupon: jsonb('coupon').$type<AppliedCoupon | null>(),
    quote: jsonb('quote').$type<StoredQuote>().notNull(),
    /** the client address that last held it (TRUSTED_PROXY_HOPS): holds are capped per address */
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('booking_requests_owner_ck', sql`(${t.userId} is null) <> (${t.guestKeyHash} is null)`),
    index('booking_requests_user_idx').on(t.userId, t.createdAt),
    index('booking_requests_guest_idx').on(t.guestKeyHash, t.createdAt),
    index('booking_requests_expiry_idx').on(t.status, t.expiresAt),
    index('booking_requests_address_idx')
      .on(t.clientAddress, t.expiresAt)
      .where(sql`${t.status} = 'HELD'`),
    // a converted request's rooms stay taken while its order is unpaid: they count for the address too
    index('booking_requests_converted_address_idx')
      .on(t.clientAddress, t.updatedAt)
      .where(sql`${t.status} = 'CONVERTED'`),
  ],
);

/** The lines of a request: one rate plan x room_count; the serial id is the spec's booking_request_rate_id. */
export const bookingRequestRooms = pgTable(
  'booking_request_rooms',
  {
    id: serial('id').primaryKey(),
    bookingRequestId: uuid('booking_request_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    ratePlanId: integer('rate_plan_id')
      .notNull()
      .references(() => ratePlans.id),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    roomCount: integer('room_count').notNull(),
  },
  (t) => [index('booking_request_rooms_request_idx').on(t.bookingRequestId)],
);

/** The rooms a HELD request takes from room_inventory.held, per room type and night (given back on expiry). */
export const bookingHolds = pgTable(
  'booking_holds',
  {
    bookingRequestId: uuid('booking_request_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    roomTypeId: integer('room_type_id').notNull(),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    rooms: integer('rooms').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingRequestId, t.roomTypeId, t.stayDate] }), check('booking_holds_rooms_ck', sql`${t.rooms} > 0`)],
);
