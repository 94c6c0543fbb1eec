import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { DealTextItem } from './schemas';

/** Deal categories (GET /v2-hotel/deal/category?type=): `type` is the kind of deal the category groups. */
export const dealCategories = pgTable('deal_categories', {
  id: serial('id').primaryKey(),
  /** voucher | combo (DEAL_TYPES) */
  type: text('type').notNull(),
  slug: text('slug').notNull().unique(),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * A deal (spec 3 "Deal"): a hotel voucher (`room_nights` room-nights at `hotel_id`, used for stays inside
 * valid_from..valid_to) or a flight + hotel combo (`room_nights` nights at `hotel_id` in `room_type_id`, flights
 * from the deal_flights airports, departures inside valid_from..valid_to). `details_*` is HTML already passed
 * through lib/html/sanitize (sanitised again when rendered). `quantity_sold` only moves by conditional updates
 * (features/deals/server/inventory.ts); the CHECK makes overselling impossible even for a wrong caller.
 */
export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => dealCategories.id),
    /** voucher | combo */
    dealType: text('deal_type').notNull(),
    /** the spec's combo_type filter (e.g. combo-vin); null for vouchers */
    comboType: text('combo_type'),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    summaryVi: text('summary_vi').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    detailsVi: text('details_vi').notNull().default(''),
    detailsEn: text('details_en').notNull().default(''),
    hotelId: integer('hotel_id').notNull(),
    /** combo: the room type of the stay; voucher: null (any room of the hotel) */
    roomTypeId: integer('room_type_id'),
    /** voucher: room-nights one voucher pays; combo: nights of the stay */
    roomNights: integer('room_nights').notNull(),
    /** combo: the airport the package flies to */
    destinationAirport: text('destination_airport'),
    packageServices: jsonb('package_services')
      .$type<DealTextItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    packageAddons: jsonb('package_addons')
      .$type<DealTextItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    quantityTotal: integer('quantity_total').notNull(),
    quantitySold: integer('quantity_sold').notNull().default(0),
    /** at most this many units in one purchase */
    maxPerOrder: integer('max_per_order').notNull().default(5),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }).notNull(),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }).notNull(),
    /** voucher: stays allowed in this window; combo: departures allowed in it */
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /** active | hidden */
    status: text('status').notNull().default('active'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deals_list_idx').on(t.status, t.dealType, t.sortOrder, t.id),
    index('deals_category_idx').on(t.categoryId),
    check('deals_type_ck', sql`${t.dealType} in ('voucher', 'combo')`),
    check('deals_quantity_ck', sql`${t.quantitySold} >= 0 and ${t.quantitySold} <= ${t.quantityTotal}`),
    check('deals_room_nights_ck', sql`${t.roomNights} > 0`),
  ],
);

/** A deal's images (spec 3 image_deal): one is the default, shown first; thumbnails are 260x150 (spec 9). */
export const dealImages = pgTable(
  'deal_images',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    altVi: text('alt_vi').notNull().default(''),
    altEn: text('alt_en').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('deal_images_deal_idx').on(t.dealId, t.sortOrder)],
);

/**
 * A deal's sell prices (spec 3 price_deal): the options a buyer picks from (e.g. "2 đêm phòng Deluxe").
 * A voucher option's price is per voucher; a combo option's is the package for `adult_number` adults.
 */
export const dealPrices = pgTable(
  'deal_prices',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    /** the price before the deal (struck through) */
    listPrice: integer('list_price').notNull(),
    sellPrice: integer('sell_price').notNull(),
    /** a voucher option: the room-nights one voucher of it pays (null: the deal's room_nights) */
    roomNights: integer('room_nights'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('deal_prices_deal_idx').on(t.dealId),
    check('deal_prices_ck', sql`${t.sellPrice} > 0 and ${t.listPrice} >= ${t.sellPrice}`),
  ],
);

/** A combo's flights (spec 3 flights, with adult_number): the airports it departs from, and how many adults the package is for. */
export const dealFlights = pgTable(
  'deal_flights',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    originAirport: text('origin_airport').notNull(),
    destinationAirport: text('destination_airport').notNull(),
    /** spec 9: the combo price is shown divided by this (default 1) */
    adultNumber: integer('adult_number').notNull().default(1),
  },
  (t) => [index('deal_flights_deal_idx').on(t.dealId), check('deal_flights_adults_ck', sql`${t.adultNumber} between 1 and 9`)],
);

/** The deal units an order took (given back exactly once when the order expires unpaid or is cancelled). */
export const orderDealItems = pgTable(
  'order_deal_items',
  {
    orderId: integer('order_id').primaryKey(),
    dealId: integer('deal_id').notNull(),
    dealPriceId: integer('deal_price_id').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    /** set when the units went back to the deal (exactly once) */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('order_deal_items_deal_idx').on(t.dealId), check('order_deal_items_ck', sql`${t.quantity} > 0`)],
);
