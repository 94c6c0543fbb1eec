import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * A member's orders, as the account area lists them. The booking issue fills this table (no seed rows);
 * `user_id` is the sign-on user id (features/auth users.id), and every read filters by it.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    userId: integer('user_id').notNull(),
    /** hotel | flight | combo | voucher */
    productType: text('product_type').notNull(),
    /** pending | paid | confirmed | completed | cancelled | refunded */
    status: text('status').notNull(),
    title: text('title').notNull(),
    checkIn: date('check_in', { mode: 'string' }),
    checkOut: date('check_out', { mode: 'string' }),
    totalVnd: integer('total_vnd').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    check('orders_product_type_check', sql`${t.productType} in ('hotel', 'flight', 'combo', 'voucher')`),
    check('orders_total_vnd_check', sql`${t.totalVnd} >= 0`),
  ],
);
