import 'server-only';
import { getReadDb, queryRows } from '@/lib/db/client';
import { addDays } from '@/lib/dates/product-date';
import { readStay } from '../search-box/stay';
import { HOTEL_PAGE_SIZE, type HotelSearchQuery, type HotelSearchResult } from '../schemas';
import { buildExtraData, type FacetRow, type SearchTotals } from './facets';
import { loadPageHotels } from './page-hotels';
import { loadPageOffers } from './page-offers';
import { isSearchable, resolveLocation } from './resolve-location';
import { loadSeasonCalendars } from './season-calendars';
import { keptPlaceFacets, placeOptionRows, scopeProvinces } from './place-data';
import { searchStatement } from './search-statement';
import { stayClasses } from './stay-classes';
import { toListItem } from './to-list-item';

type PageRow = { hotel_id: number; nightly: number | null; rooms_available: number };

/**
 * Hotel search (spec 2.3-2.5) in the database: the location's hotels priced for the stay by their cheapest plan
 * bookable for the rooms asked (inventory of every night), filtered, faceted, sorted and paged in one statement
 * over hotel_search_rows and hotel_search_plans; the page's hotels are then read in full and priced by
 * features/hotels cheapestRate, the function the hotel page uses (the statement is its set-based twin).
 */
export async function searchHotels(query: HotelSearchQuery, now = new Date()): Promise<HotelSearchResult> {
  const lang = query.lang ?? 'vi';
  const { scope, location } = await resolveLocation(query);
  const isDomestic = location.countrycode === 'VN';
  const { stay } = readStay(query, now);
  const nightDates = Array.from({ length: stay.nights }, (_, i) => addDays(stay.checkIn, i));
  // review sort is offered for domestic searches only; elsewhere it falls back to popularity
  const sortBy = query.sort_by === 'review' && !isDomestic ? 'popularity' : query.sort_by;

  const db = await getReadDb();
  // a blank keyword would match every hotel name (LIKE '%'): it finds nothing, without a query
  const blank = scope.type === 'text' && !isSearchable(scope.key);
  // without a price filter a place's facets do not depend on the stay: kept per place and filters, not counted per request
  const kept = keptPlaceFacets(scope, query);
  // with a price filter the stay counts only the rows a facet can count; the options are the place's kept ones
  const options = blank || kept !== null ? null : placeOptionRows(scope);
  const run = async () => {
    const [calendars, provinces] = await Promise.all([loadSeasonCalendars(db), scopeProvinces(scope)]);
    return queryRows<{ facets: FacetRow[] | null; totals: SearchTotals; page: PageRow[] }>(
      db,
      searchStatement(
        scope,
        query,
        { checkIn: stay.checkIn, checkOut: stay.checkOut, nights: stay.nights, roomCount: stay.roomCount, adultCount: stay.adultCount },
        stayClasses(calendars, nightDates),
        { sortBy, sortMode: query.sort_mode },
        { facets: kept !== null ? 'none' : options !== null ? 'countable' : 'all', provinces },
      ),
    );
  };
  const [result] = blank ? [] : await run();
  const { totals, page } = result ?? { totals: { total: 0, available: 0, lo: null, hi: null, buckets: [] }, page: [] };
  const counts = blank ? [] : (result?.facets ?? (await kept) ?? []);
  const ids = page.map((row) => row.hotel_id);
  const [extra, hotels, offers] = await Promise.all([
    buildExtraData(db, { counts, options: (await options) ?? counts }, totals, lang, isDomestic ? location.full_address : undefined),
    loadPageHotels(db, ids),
    loadPageOffers(db, ids, { nightDates, checkOut: stay.checkOut, roomCount: stay.roomCount, adultCount: stay.adultCount }),
  ]);

  return {
    hotels: hotels.map((hotel) => toListItem(hotel, offers.get(hotel.id) ?? { public: null, member: null, plan: null }, lang)),
    total: totals.total,
    page: query.page,
    page_size: HOTEL_PAGE_SIZE,
    is_domestic: isDomestic,
    all_sold_out: totals.total > 0 && totals.available === 0,
    available_total: totals.available,
    stay,
    location,
    extra,
  };
}
