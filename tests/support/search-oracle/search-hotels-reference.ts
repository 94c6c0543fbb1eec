import { readStay } from '@/features/hotel-search/rules';
import { HOTEL_PAGE_SIZE, type HotelSearchQuery, type HotelSearchResult } from '@/features/hotel-search/schemas';
import { isSearchable, resolveLocation } from '@/features/hotel-search/server/resolve-location';
import { perNight } from '@/features/hotels/index';
import { addDays } from '@/lib/dates/product-date';
import type { Db } from '@/lib/db/client';
import { loadCandidates } from './candidates';
import { buildExtraData } from './facets';
import { applyFilters, filterPredicates, type Priced } from './filters';
import { loadPageHotels } from '@/features/hotel-search/server/page-hotels';
import { loadPageOffers } from '@/features/hotel-search/server/page-offers';
import { toListItem } from '@/features/hotel-search/server/to-list-item';

type Comparator = (a: Priced, b: Priced) => number;

/** Sold-out hotels always sink below available ones; ties fall back to popularity, then id. */
function comparator(sortBy: HotelSearchQuery['sort_by'], mode: HotelSearchQuery['sort_mode']): Comparator {
  const dir = mode === 'asc' ? 1 : -1;
  const byPopularity: Comparator = (a, b) => b.popularity - a.popularity || a.id - b.id;
  const primary: Comparator =
    sortBy === 'price'
      ? (a, b) => dir * ((a.nightly ?? 0) - (b.nightly ?? 0))
      : sortBy === 'star'
        ? (a, b) => dir * (a.star_rate - b.star_rate)
        : sortBy === 'review'
          ? (a, b) => dir * (a.review_point - b.review_point || a.count_reviews - b.count_reviews)
          : () => 0;
  return (a, b) => Number(a.soldOut) - Number(b.soldOut) || primary(a, b) || byPopularity(a, b);
}

/**
 * The hotel search as it was before it moved into SQL: every hotel in scope read, priced, checked
 * against the inventory, filtered, faceted, sorted and paged in memory, with no cache. The tests hold
 * `searchHotels` to give exactly this result for the same data.
 */
export async function searchHotelsReference(db: Db, query: HotelSearchQuery, now: Date): Promise<HotelSearchResult> {
  const lang = query.lang ?? 'vi';
  const { scope, location } = await resolveLocation(query);
  const isDomestic = location.countrycode === 'VN';
  const { stay } = readStay(query, now);
  const nightDates = Array.from({ length: stay.nights }, (_, i) => addDays(stay.checkIn, i));

  // a blank keyword would match every hotel name (LIKE '%'): it finds nothing, without a query
  const blank = scope.type === 'text' && !isSearchable(scope.key);
  const candidates = blank ? [] : await loadCandidates(db, scope);
  // every hotel of the scope priced by features/hotels cheapestRate (the page's pricing), not by the statement
  const offers = await loadPageOffers(
    db,
    candidates.map((c) => c.id),
    { nightDates, checkOut: stay.checkOut, roomCount: stay.roomCount, adultCount: stay.adultCount },
  );
  const priced: Priced[] = candidates.map((c) => {
    const hotelOffers = offers.get(c.id)!;
    const offer = hotelOffers.public;
    return { ...c, offers: hotelOffers, nightly: offer ? perNight(offer.stay.inclusive, offer.nights) : null, soldOut: offer === null };
  });

  const predicates = filterPredicates(query);
  // review sort is offered for domestic searches only; elsewhere it falls back to popularity
  const sortBy = query.sort_by === 'review' && !isDomestic ? 'popularity' : query.sort_by;
  const matching = applyFilters(priced, predicates).sort(comparator(sortBy, query.sort_mode));
  const pageItems = matching.slice((query.page - 1) * HOTEL_PAGE_SIZE, query.page * HOTEL_PAGE_SIZE);

  const details = await loadPageHotels(
    db,
    pageItems.map((h) => h.id),
  );

  return {
    hotels: details.map((d, i) => toListItem(d, pageItems[i]!.offers, lang)),
    total: matching.length,
    page: query.page,
    page_size: HOTEL_PAGE_SIZE,
    is_domestic: isDomestic,
    all_sold_out: matching.length > 0 && matching.every((h) => h.soldOut),
    available_total: matching.filter((h) => !h.soldOut).length,
    stay,
    location,
    extra: await buildExtraData(db, priced, predicates, lang, isDomestic ? location.full_address : undefined),
  };
}
