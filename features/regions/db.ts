import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Countries, provinces, cities, districts and popular areas in one tree. */
export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    /** country | province | city | district | area */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    nameVi: text('name_vi').notNull(),
    /** lower case, diacritics removed, đ -> d: the key suggestions match on */
    searchKey: text('search_key').notNull(),
    countryCode: text('country_code').notNull(),
    countryName: text('country_name').notNull(),
    countryNameVi: text('country_name_vi').notNull(),
    seoUrl: text('seo_url').notNull(),
    fullAddress: text('full_address').notNull(),
    fullAddressEn: text('full_address_en').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    hotelCount: integer('hotel_count').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    /** kept by PostgreSQL: suggestions compare against them for every region, so they are not computed per row per keystroke */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    compactKey: text('compact_key')
      .notNull()
      .generatedAlwaysAs(sql`replace(search_key, ' ', '')`),
  },
  (t) => [
    uniqueIndex('regions_seo_url_uq').on(t.seoUrl),
    index('regions_parent_idx').on(t.parentId),
    index('regions_search_key_idx').on(sql`${t.searchKey} text_pattern_ops`),
  ],
);
