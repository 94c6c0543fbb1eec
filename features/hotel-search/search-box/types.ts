import type { HotelSuggestion, RegionSuggestion } from '../schemas';

/** What the visitor picked in the suggestion list (spec 3 "Search selection"). */
export type SearchSelection = { type: 'region'; region: RegionSuggestion } | { type: 'hotel'; hotel: HotelSuggestion };

/** Spec 3 "Search dates": check-in as ISO YYYY-MM-DD. */
export type Stay = { checkIn: string; nights: number; roomCount: number; adultCount: number };

/** Region ids that have a best-price province/city listing (configured, spec 2.2). */
export type BestPriceConfig = { provinceIds: number[]; cityIds: number[] };
