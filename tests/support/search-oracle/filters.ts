import { PRICE_RANGES, type HotelSearchQuery } from '@/features/hotel-search/schemas';
import type { HotelOffers } from '@/features/hotel-search/server/page-offers';
import type { Candidate } from './candidates';

/** A hotel of the scope priced by features/hotels cheapestRate: its public nightly price, null when sold out. */
export type Priced = Candidate & { nightly: number | null; offers: HotelOffers; soldOut: boolean };

export type FilterGroup = 'price' | 'star' | 'city' | 'area' | 'facility' | 'type';
type Predicate = (hotel: Priced) => boolean;
export type Predicates = Partial<Record<FilterGroup, Predicate>>;

/** One predicate per filter group present in the query; the price group includes min/max_price. */
export function filterPredicates(query: HotelSearchQuery): Predicates {
  const predicates: Predicates = {};
  const ranges = PRICE_RANGES.filter((r) => query.price?.includes(r.key));
  if (ranges.length || query.min_price !== undefined || query.max_price !== undefined) {
    predicates.price = (h) => {
      const nightly = h.nightly;
      if (nightly === null) return false;
      if (query.min_price !== undefined && nightly < query.min_price) return false;
      if (query.max_price !== undefined && nightly > query.max_price) return false;
      return ranges.length === 0 || ranges.some((r) => nightly >= r.min && (r.max === null || nightly < r.max));
    };
  }
  if (query.star?.length) predicates.star = (h) => query.star!.includes(h.star_rate);
  if (query.city?.length) predicates.city = (h) => h.district_id !== null && query.city!.includes(h.district_id);
  if (query.area?.length) predicates.area = (h) => h.area_id !== null && query.area!.includes(h.area_id);
  // a hotel must offer every facility asked for
  if (query.facility?.length) predicates.facility = (h) => query.facility!.every((f) => h.facilities.includes(f));
  if (query.type?.length) predicates.type = (h) => query.type!.includes(h.accommodation_type as never);
  return predicates;
}

/** Hotels passing every group's predicate except `skip` (the usual faceting rule). */
export function applyFilters(hotels: Priced[], predicates: Predicates, skip?: FilterGroup): Priced[] {
  const active = Object.entries(predicates)
    .filter(([group]) => group !== skip)
    .map(([, p]) => p);
  return active.length ? hotels.filter((h) => active.every((p) => p(h))) : hotels;
}
