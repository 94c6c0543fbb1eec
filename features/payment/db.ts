import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  paymentMethod: text('payment_method').notNull().unique(),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en').notNull(),
  logo: text('logo').notNull(),
  shortDescVi: text('short_desc_vi').notNull(),
  shortDescEn: text('short_desc_en').notNull(),
  /** fee as a percentage of (total - coupon discount) */
  feePercent: numeric('fee_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  minAmount: integer('min_amount'),
  /** the provider adapter that takes it: vnpay | bank_transfer | pay_later | voucher */
  provider: text('provider').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const banks = pgTable('banks', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  shortName: text('short_name').notNull(),
  name: text('name').notNull(),
  bin: text('bin').notNull(),
  logo: text('logo').notNull(),
});

/** A bank's branches (GET /booking/refund/get-branch-by-bank-id/{id}): where a refund is paid to. */
export const bankBranches = pgTable(
  'bank_branches',
  {
    id: serial('id').primaryKey(),
    bankId: integer('bank_id')
      .notNull()
      .references(() => banks.id),
    name: text('name').notNull(),
    province: text('province').notNull(),
  },
  (t) => [index('bank_branches_bank_idx').on(t.bankId)],
);

/** The site's own receiving accounts for bank transfers. */
export const bankAccounts = pgTable('bank_accounts', {
  id: serial('id').primaryKey(),
  bankCode: text('bank_code').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  branch: text('branch').notNull(),
});

/**
 * One attempt to pay an order through a provider. `txn_ref` is the id the provider knows it by (vnp_TxnRef,
 * the spec's transaction_id): unique per attempt. At most one attempt per order ever succeeds (partial unique
 * index), so nobody pays twice for one order.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    txnRef: text('txn_ref').notNull().unique(),
    orderId: integer('order_id').notNull(),
    provider: text('provider').notNull(),
    paymentMethod: text('payment_method').notNull(),
    amountVnd: integer('amount_vnd').notNull(),
    /** created | succeeded | failed | cancelled | superseded | duplicate | refunded */
    status: text('status').notNull(),
    /** the provider's own transaction number (vnp_TransactionNo, the bank's reference) */
    providerTxnNo: text('provider_txn_no'),
    providerData: jsonb('provider_data').$type<Record<string, string | number | boolean | null>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_attempts_order_idx').on(t.orderId),
    uniqueIndex('payment_attempts_one_success_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'succeeded'`),
    check('payment_attempts_amount_ck', sql`${t.amountVnd} >= 0`),
  ],
);

/**
 * The payment method chosen for a booking request (choose-payment-method, spec 2.10); the order is made
 * with it. A voucher choice names the voucher it will use (checked again when the order is made).
 */
export const bookingPaymentChoices = pgTable('booking_payment_choices', {
  bookingRequestId: uuid('booking_request_id').primaryKey(),
  paymentMethod: text('payment_method').notNull(),
  userType: text('user_type').notNull(),
  voucherId: integer('voucher_id'),
  chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bank notifications received (webhook): the bank's event id once only, so a replay changes nothing. */
export const bankNotifications = pgTable('bank_notifications', {
  eventId: text('event_id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  amountVnd: bigint('amount_vnd', { mode: 'number' }).notNull(),
  content: text('content').notNull(),
  /** paid | no_match | amount_mismatch | already_paid | ambiguous (the content names several orders: none is paid) */
  outcome: text('outcome').notNull(),
  orderId: integer('order_id'),
  /** Every order code the content names that is one of ours, for the operations desk to settle an ambiguous transfer. */
  orderNumbers: text('order_numbers').array(),
});

/** A member's pay-later partner token (spec 3 "Pay-later account"), registered with their phone. */
export const payLaterLinks = pgTable('pay_later_links', {
  userId: integer('user_id').primaryKey(),
  phone: text('phone').notNull(),
  token: text('token').notNull(),
  registeredAt: timestamp('registered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Stay vouchers (paid by the "voucher" method, order value 0): a code good for up to `room_nights` room-nights
 * at a hotel (or any hotel when null) for stays within its window, used once. Deals issue them (issue 15);
 * the seed makes a few for the demo.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    /** sha256 of the code (upper case); the code itself is shown only to its buyer */
    codeHash: text('code_hash').notNull().unique(),
    /** the last 4 characters, to name it in pages */
    codeHint: text('code_hint').notNull(),
    hotelId: integer('hotel_id'),
    roomNights: integer('room_nights').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /** available | used | void */
    status: text('status').notNull(),
    usedByOrderId: integer('used_by_order_id'),
    /** the deal order that issued it (its codes are derived from the order, features/deals voucher-code), null for the seed's */
    issuedByOrderId: integer('issued_by_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('vouchers_room_nights_ck', sql`${t.roomNights} > 0`), index('vouchers_issued_by_idx').on(t.issuedByOrderId)],
);

// ---- the built-in sandboxes' own state (stands in for the partners' systems) ----

/** The VNPay sandbox's ledger: what it charged and refunded, per vnp_TxnRef. */
export const sandboxVnpayTransactions = pgTable('sandbox_vnpay_transactions', {
  txnRef: text('txn_ref').primaryKey(),
  transactionNo: text('transaction_no').notNull().unique(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** 00 paid | 24 cancelled | 51 failed ... (vnp_ResponseCode) */
  responseCode: text('response_code').notNull(),
  refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The pay-later sandbox partner's customers: credit limit per phone, tokens it issued. */
export const sandboxPayLaterAccounts = pgTable('sandbox_pay_later_accounts', {
  phone: text('phone').primaryKey(),
  token: text('token').notNull().unique(),
  registered: boolean('registered').notNull().default(false),
  limitAmount: bigint('limit_amount', { mode: 'number' }).notNull(),
  availLimitAmount: bigint('avail_limit_amount', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
