import 'server-only';
import { priceStay, type SeasonRule } from '@/features/hotels/index';

/** What a list item needs of a hotel and its lead rate plan to price it and show it (the page's hotels only). */
export type Candidate = {
  id: number;
  star_rate: number;
  accommodation_type: string;
  district_id: number | null;
  area_id: number | null;
  facilities: string[];
  tags: string[];
  popularity: number;
  review_point: number;
  count_reviews: number;
  country_code: string;
  total_rooms: number;
  base_price: number;
  weekend_percent: number;
  season_rules: SeasonRule[];
  promotion_percent: number;
  member_discount_percent: number;
  mobile_rate_percent: number;
  vat_rate: number;
  vat_included: boolean;
  service_fee_percent: number;
  fee_included: boolean;
  provider: string;
  free_cancel_24h: boolean;
};

export type CandidatePrice = {
  /** whole stay, after promotion */
  totalInclusive: number;
  totalExclusive: number;
  /** whole stay, before promotion */
  listTotalInclusive: number;
  listTotalExclusive: number;
  /** per night (stay total / nights), rounded */
  nightlyInclusive: number;
  nightlyExclusive: number;
  listNightlyInclusive: number;
  listNightlyExclusive: number;
};

/** Prices one room of the hotel's lead rate plan over the stay's nights. */
export function priceCandidate(candidate: Candidate, nightDates: readonly string[]): CandidatePrice {
  const stay = priceStay(
    {
      basePrice: Number(candidate.base_price),
      weekendPercent: Number(candidate.weekend_percent),
      seasonRules: candidate.season_rules,
      promotionPercent: Number(candidate.promotion_percent),
      vatRate: Number(candidate.vat_rate),
      vatIncluded: candidate.vat_included,
      serviceFeePercent: Number(candidate.service_fee_percent),
      feeIncluded: candidate.fee_included,
    },
    nightDates,
  );
  const n = nightDates.length;
  return {
    totalInclusive: stay.inclusive,
    totalExclusive: stay.exclusive,
    listTotalInclusive: stay.listInclusive,
    listTotalExclusive: stay.listExclusive,
    nightlyInclusive: Math.round(stay.inclusive / n),
    nightlyExclusive: Math.round(stay.exclusive / n),
    listNightlyInclusive: Math.round(stay.listInclusive / n),
    listNightlyExclusive: Math.round(stay.listExclusive / n),
  };
}

export type Priced = Candidate & { price: CandidatePrice; roomsAvailable: number; soldOut: boolean };
