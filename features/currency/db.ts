import { numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The cached transfer rate per currency (VND per 1 unit), refreshed from the source once a day. */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  rate: numeric('rate', { precision: 14, scale: 4, mode: 'number' }).notNull(),
  source: text('source').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
