import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { hotels } from '@/features/hotels/db';

/**
 * Word-start suffixes of each hotel's search key ("muong thanh da nang" -> "muong thanh da nang",
 * "thanh da nang", "da nang", "nang"), so a prefix of any word is an index range scan.
 * Derived from hotels by refreshSearchData(); never edited by hand.
 */
export const hotelSearchTerms = pgTable(
  'hotel_search_terms',
  {
    term: text('term').notNull(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    popularity: integer('popularity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.term, t.hotelId] }),
    index('hotel_search_terms_term_idx').on(sql`${t.term} text_pattern_ops`),
  ],
);
