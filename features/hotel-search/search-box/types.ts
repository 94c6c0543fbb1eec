import type { Lang } from '@/lib/i18n/config';
import type { HotelSuggestion, RegionSuggestion } from '../schemas';

/** What the visitor picked in the suggestion list (spec 3 "Search selection"). */
export type SearchSelection = { type: 'region'; region: RegionSuggestion } | { type: 'hotel'; hotel: HotelSuggestion };

/** Spec 3 "Search dates": check-in as ISO YYYY-MM-DD. */
export type Stay = { checkIn: string; nights: number; roomCount: number; adultCount: number };

/** Region ids that have a best-price province/city listing (configured, spec 2.2). */
export type BestPriceConfig = { provinceIds: number[]; cityIds: number[] };

/** What every destination input takes: the text typed so far and where a picked suggestion goes. */
export type DestinationInputProps = {
  lang: Lang;
  text: string;
  onTextChange: (text: string) => void;
  onSelect: (selection: SearchSelection) => void;
};
