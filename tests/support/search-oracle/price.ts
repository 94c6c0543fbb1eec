import { priceStay } from '@/features/hotels/index';
import type { Candidate } from './candidates';

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
