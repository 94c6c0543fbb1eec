import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A combo the traveller is assembling (POST/PUT v2-hotel/redis/combo): kept in Redis when REDIS_URL is set,
 * here otherwise; either way it lapses at `expires_at`.
 */
export const comboDrafts = pgTable(
  'combo_drafts',
  {
    id: text('id').primaryKey(),
    /** sign-on users.id of the owner, or null for a guest */
    userId: integer('user_id'),
    /** sha256 of the guest booking cookie's token (never the token) */
    guestKeyHash: text('guest_key_hash'),
    data: jsonb('data').notNull(),
    /** the package total the traveller was shown at the last save: a purchase at another price is refused (409 COMBO_PRICE_CHANGED) */
    quotedTotal: integer('quoted_total'),
    /** the order the draft became (set in the purchase's transaction): a draft is bought once (409 COMBO_ALREADY_ORDERED) */
    orderId: integer('order_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('combo_drafts_expires_idx').on(t.expiresAt)],
);
