import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    position: text('position').notNull(),
    url: text('url'),
    isOpenNewTab: boolean('is_open_new_tab').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('banners_position_idx').on(t.position, t.sortOrder)],
);

export const bannerMedias = pgTable(
  'banner_medias',
  {
    id: serial('id').primaryKey(),
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    /** WIDESCREEN | DESKTOP | TABLET | MOBILE */
    screenType: text('screen_type').notNull(),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    titleVi: text('title_vi'),
    titleEn: text('title_en'),
    altVi: text('alt_vi'),
    altEn: text('alt_en'),
  },
  (t) => [index('banner_medias_banner_idx').on(t.bannerId)],
);
