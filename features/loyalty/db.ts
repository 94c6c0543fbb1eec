import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '@/features/auth/db';

/** Levels of the programme; a member's level is the highest whose min_room_nights it has reached (docs/api.md "Loyalty"). */
export const loyaltyLevels = pgTable('loyalty_levels', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  minRoomNights: integer('min_room_nights').notNull().unique(),
  loyaltyDiscountPercent: integer('loyalty_discount_percent').notNull(),
  /** points earned per 100,000 VND of a confirmed order */
  pointsPer100kVnd: integer('points_per_100k_vnd').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const loyaltyMembers = pgTable(
  'loyalty_members',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    memberId: text('member_id').notNull().unique(),
    /** ACTIVE | SUSPENSION_REQUESTED | INACTIVE */
    status: text('status').notNull(),
    isThirdParty: boolean('is_third_party').notNull().default(false),
    /** = sum of remaining_point of POSTED credits (kept in step in the same transaction) */
    availablePoint: integer('available_point').notNull().default(0),
    roomNight: integer('room_night').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('loyalty_members_points_check', sql`${t.availablePoint} >= 0`),
    check('loyalty_members_nights_check', sql`${t.roomNight} >= 0`),
    // one own (non-third-party) member per user: a concurrent activation cannot make two
    uniqueIndex('loyalty_members_own_uq')
      .on(t.userId)
      .where(sql`not ${t.isThirdParty}`),
    index('loyalty_members_user_idx').on(t.userId),
  ],
);

/** The activity ledger (spec 3 "Activity item"). */
export const loyaltyPointTransactions = pgTable(
  'loyalty_point_transactions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => loyaltyMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** PENDING | POSTED | EXPIRED | CANCELLED */
    status: text('status').notNull(),
    /** CREDIT | DEBIT */
    type: text('type').notNull(),
    availableValue: integer('available_value').notNull().default(0),
    redeemedValue: integer('redeemed_value').notNull().default(0),
    /** what is left of a POSTED credit for FIFO redemption (internal, not in the API) */
    remainingPoint: integer('remaining_point').notNull().default(0),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    orderNumber: text('order_number'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    /** a redemption: the offer bought */
    offerId: integer('offer_id'),
    /** marks a once-only debit (an order's points taken back); Idempotency-Key answers live in platform's store */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    check('loyalty_tx_remaining_check', sql`${t.remainingPoint} >= 0 and ${t.remainingPoint} <= ${t.availableValue}`),
    check('loyalty_tx_values_check', sql`${t.availableValue} >= 0 and ${t.redeemedValue} >= 0`),
    index('loyalty_tx_member_idx').on(t.memberId, t.createdAt),
    // earning is idempotent per order number
    uniqueIndex('loyalty_tx_credit_order_uq')
      .on(t.orderNumber)
      .where(sql`${t.type} = 'CREDIT' and ${t.orderNumber} is not null`),
    uniqueIndex('loyalty_tx_idempotency_uq').on(t.memberId, t.idempotencyKey),
  ],
);

/** What points buy: a coupon. */
export const loyaltyRedeemOffers = pgTable('loyalty_redeem_offers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  pointsCost: integer('points_cost').notNull(),
  /** percent | amount */
  discountType: text('discount_type').notNull(),
  discountValue: integer('discount_value').notNull(),
  maxDiscountVnd: integer('max_discount_vnd'),
  /** true: the coupon comes off the price with VAT and fees; false: off the price before them (spec 4) */
  afterVat: boolean('after_vat').notNull().default(false),
  validDays: integer('valid_days').notNull(),
  usageLimit: integer('usage_limit').notNull().default(1),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => loyaltyMembers.id),
    code: text('code').notNull().unique(),
    /** percent | amount */
    discountType: text('discount_type').notNull(),
    discountValue: integer('discount_value').notNull(),
    maxDiscountVnd: integer('max_discount_vnd'),
    /** copied from the redeem offer; see loyaltyRedeemOffers.afterVat */
    afterVat: boolean('after_vat').notNull().default(false),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    usageLimit: integer('usage_limit').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    /** available | used | expired */
    couponStatus: text('coupon_status').notNull().default('available'),
    /** the DEBIT row of the redemption that made it */
    sourceTransactionId: integer('source_transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupon_codes_used_check', sql`${t.usedCount} >= 0 and ${t.usedCount} <= ${t.usageLimit}`),
    index('coupon_codes_member_idx').on(t.memberId),
  ],
);

export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => couponCodes.id),
    orderNumber: text('order_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupon_uses_order_uq').on(t.couponId, t.orderNumber)],
);

export const loyaltyBenefits = pgTable('loyalty_benefits', {
  id: serial('id').primaryKey(),
  levelId: integer('level_id')
    .notNull()
    .references(() => loyaltyLevels.id),
  benefitName: text('benefit_name').notNull(),
  benefitNameEn: text('benefit_name_en').notNull(),
  description: text('description').notNull(),
});

export const loyaltyBenefitTransactions = pgTable(
  'loyalty_benefit_transactions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => loyaltyMembers.id),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => loyaltyBenefits.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** PENDING | POSTED | CANCELLED */
    status: text('status').notNull(),
    orderNumber: text('order_number'),
    /** VND the benefit was worth on that order */
    value: integer('value').notNull().default(0),
  },
  (t) => [index('loyalty_benefit_tx_member_idx').on(t.memberId)],
);
