import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The built-in single sign-on service's own tables (docs/architecture.md, "Partners and sandboxes"): credentials and sessions live here,
 * never in the site's tables; the site knows an account only by what GET /sso/api/session answers.
 */
export const ssoAccounts = pgTable(
  'sso_accounts',
  {
    id: serial('id').primaryKey(),
    /** stored lower-case, so uniqueness is case-insensitive */
    email: text('email').notNull(),
    /** Argon2id PHC string */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** +84 and 9 digits */
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sso_accounts_email_key').on(t.email)],
);

export const ssoSessions = pgTable(
  'sso_sessions',
  {
    id: uuid('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ssoAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** the access token's expiry: 4 days after sign-in */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    index('sso_sessions_account_idx')
      .on(t.accountId)
      .where(sql`revoked_at is null`),
  ],
);

export const ssoPasswordResets = pgTable(
  'sso_password_resets',
  {
    id: serial('id').primaryKey(),
    /** sha256 (hex) of the token sent by email: a database leak gives no usable link */
    tokenHash: text('token_hash').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ssoAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sso_password_resets_token_key').on(t.tokenHash)],
);
