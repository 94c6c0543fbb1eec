import { boolean, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';

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

/** The site's own receiving accounts for bank transfers. */
export const bankAccounts = pgTable('bank_accounts', {
  id: serial('id').primaryKey(),
  bankCode: text('bank_code').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  branch: text('branch').notNull(),
});
