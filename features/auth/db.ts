import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  phone: text('phone').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  gender: text('gender').notNull(),
  /** Argon2id PHC string (features/auth/server/password.ts) */
  passwordHash: text('password_hash').notNull(),
  businessRole: text('business_role'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const loyaltyMembers = pgTable('loyalty_members', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  memberId: text('member_id').notNull().unique(),
  /** ACTIVE | SUSPENSION_REQUESTED | ... */
  status: text('status').notNull(),
  levelName: text('level_name').notNull(),
  availablePoint: integer('available_point').notNull().default(0),
  roomNight: integer('room_night').notNull().default(0),
  isThirdParty: integer('is_third_party').notNull().default(0),
});
