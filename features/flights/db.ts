import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const airports = pgTable('airports', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  provinceId: integer('province_id').notNull(),
  provinceName: text('province_name').notNull(),
  type: text('type').notNull().default('domestic'),
  /** 1 north, 2 central, 3 south */
  region: integer('region').notNull(),
  regionName: text('region_name').notNull(),
  regionNameVi: text('region_name_vi').notNull(),
  hasInAtadi: boolean('has_in_atadi').notNull().default(true),
  searchKey: text('search_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per direction: a two-way route is stored twice. */
export const airportRoutes = pgTable(
  'airport_routes',
  {
    origin: text('origin').notNull().references(() => airports.code),
    destination: text('destination').notNull().references(() => airports.code),
  },
  (t) => [primaryKey({ columns: [t.origin, t.destination] })],
);

export const airlines = pgTable('airlines', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  /** the brand whose logo is shown; JQ and BL share one */
  brand: text('brand').notNull(),
});
