import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The site's member profile. `id` is the sign-on service's user id: the row is made on the first request
 * of a session (from the service's answer) and then edited here (name, gender, phone); the service keeps
 * credentials and sessions in its own tables (features/sso).
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey(),
    email: text('email').notNull(),
    /** +84… (features/sso validates Vietnamese mobile numbers) */
    phone: text('phone'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** male | female | other; null until the member says */
    gender: text('gender'),
    /** spec 3: corporate bookers; null for individuals */
    businessRole: text('business_role'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_email_idx').on(t.email)],
);
