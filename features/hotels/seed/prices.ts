import type { SeasonRule } from '@/features/hotels/db';
import { seasonPercent } from '@/features/hotels/pricing';
import type { Random } from '@/lib/random';
import { addDays } from './inventory';
import type { AccommodationType } from './names';
import type { PlaceTheme } from './themes';

/**
 * Quoted VND per night of the hotel's standard room (a private room for hostels) in a typical
 * Vietnamese city, before the destination factor. What a traveller pays also moves with the plan,
 * promotions, fees and VAT, and stays within NIGHTLY_PRICE_BOUNDS (boundPlanPrice).
 */
export function basePriceRange(type: AccommodationType, stars: number): [number, number] {
  switch (type) {
    case 'homestay':
      return [300_000, 750_000];
    case 'hostel':
      return [450_000, 750_000];
    case 'guesthouse':
      return [300_000, 650_000];
    case 'apartment':
      return stars >= 4 ? [1_300_000, 3_000_000] : [650_000, 1_600_000];
    case 'villa':
      return stars >= 5 ? [4_500_000, 9_000_000] : [2_500_000, 6_000_000];
    case 'resort':
      return stars >= 5 ? [3_500_000, 8_000_000] : stars === 4 ? [2_000_000, 4_500_000] : [1_200_000, 2_500_000];
    case 'hotel':
      return (
        [
          [300_000, 550_000],
          [320_000, 600_000],
          [420_000, 800_000],
          [750_000, 1_500_000],
          [1_300_000, 3_000_000],
          [2_600_000, 8_000_000],
        ] as const
      )[Math.max(0, Math.min(5, stars))] as [number, number];
  }
}

/** Real rates are quoted in round figures: 10,000 VND steps. */
const RATE_STEP = 10_000;
const roundRate = (n: number) => Math.round(n / RATE_STEP) * RATE_STEP;

/** Skewed toward the cheap end of the range (log scale), rounded to 10,000 VND. */
export function baseNightlyPrice(rng: Random, type: AccommodationType, stars: number): number {
  const [min, max] = basePriceRange(type, stars);
  return roundRate(min * Math.pow(max / min, Math.pow(rng.next(), 1.3)));
}

/** What one room-night may cost the traveller, VAT and fees included, member price too (VND). */
export const NIGHTLY_PRICE_BOUNDS = { min: 250_000, max: 10_000_000 } as const;

/** seasonExtremes by rule set: the seed's hotels share a handful. */
const extremesByRules = new Map<string, [number, number]>();

/** Lowest and highest sum of the season rules over the year (their sum only changes where a rule starts or ends). */
export function seasonExtremes(rules: readonly SeasonRule[]): [number, number] {
  const key = JSON.stringify(rules);
  let extremes = extremesByRules.get(key);
  if (!extremes) {
    const days = ['01-01', ...rules.flatMap((r) => [r.from, addDays(`2028-${r.to}`, 1).slice(5)])];
    const sums = days.map((md) => seasonPercent(rules, `2028-${md}`));
    extremes = [Math.min(...sums), Math.max(...sums)];
    extremesByRules.set(key, extremes);
  }
  return [...extremes];
}

type PlanPricing = HotelTerms & { promotionPercent: number; memberDiscountPercent: number };

/**
 * Keeps a plan's quoted price such that every night of the year, after surcharges, promotion, fee,
 * VAT and member discount, costs within NIGHTLY_PRICE_BOUNDS: raised to the floor, and eased
 * smoothly under the ceiling (dear suites stay dearer than dear standard rooms, just less so).
 */
function boundPlanPrice(raw: number, plan: PlanPricing): number {
  const [seasonLow, seasonHigh] = plan.seasonRange;
  const notIncluded = (plan.feeIncluded ? 1 : 1 + plan.serviceFeePercent / 100) * (plan.vatIncluded ? 1 : 1 + plan.vatRate / 100);
  const sale = (1 - plan.promotionPercent / 100) * notIncluded;
  const lowest = (1 + seasonLow / 100) * sale * (1 - plan.memberDiscountPercent / 100);
  const highest = (1 + (seasonHigh + plan.weekendPercent) / 100) * sale;
  const floor = Math.ceil(NIGHTLY_PRICE_BOUNDS.min / lowest / RATE_STEP) * RATE_STEP;
  const ceiling = Math.floor(NIGHTLY_PRICE_BOUNDS.max / highest / RATE_STEP) * RATE_STEP;
  const knee = ceiling * 0.6;
  const eased = raw <= knee ? raw : knee + (ceiling - knee) * (1 - Math.exp(-(raw - knee) / (ceiling - knee)));
  return Math.max(floor, Math.min(ceiling, roundRate(eased)));
}

/** Hotel-wide commercial terms shared by its rate plans. */
export type HotelTerms = {
  vatRate: number;
  vatIncluded: boolean;
  feeIncluded: boolean;
  serviceFeePercent: number;
  provider: string;
  weekendPercent: number;
  seasonRules: SeasonRule[];
  /** seasonExtremes(seasonRules), worked out once per hotel */
  seasonRange: [number, number];
};

const SUMMER: SeasonRule = { from: '06-01', to: '08-31', percent: 15 };
const TET: SeasonRule = { from: '01-20', to: '02-10', percent: 30 };

export function hotelTerms(rng: Random, theme: PlaceTheme, foreign: boolean): HotelTerms {
  const provider = foreign
    ? rng.weightedPick(['expedia', 'rapid', 'direct'] as const, (p) => (p === 'direct' ? 3 : p === 'expedia' ? 4 : 3))
    : 'direct';
  const thirdParty = provider !== 'direct';
  const seasonRules: SeasonRule[] =
    theme === 'beach'
      ? [SUMMER, TET, ...(rng.chance(0.3) ? [{ from: '10-01', to: '11-30', percent: -10 }] : [])]
      : theme === 'mountain'
        ? [{ ...TET, percent: 20 }, ...(rng.chance(0.5) ? [{ from: '09-15', to: '11-15', percent: 10 }] : [])]
        : rng.chance(0.5)
          ? [{ ...TET, percent: 20 }]
          : [];
  const rules = foreign ? [] : seasonRules;
  return {
    vatRate: rng.chance(0.6) ? 8 : 10,
    // Expedia/Rapid rates include fees and taxes but not VAT (spec §9)
    vatIncluded: thirdParty ? false : rng.chance(0.6),
    feeIncluded: thirdParty ? true : rng.chance(0.5),
    serviceFeePercent: 5,
    provider,
    weekendPercent: rng.chance(0.3) ? 0 : rng.int(1, 4) * 5,
    seasonRules: rules,
    seasonRange: seasonExtremes(rules),
  };
}

type PlanKind = { vi: string; en: string; factor: [number, number]; breakfast: boolean; refundable: boolean };
const ROOM_ONLY: PlanKind = { vi: 'Chỉ phòng', en: 'Room only', factor: [1, 1], breakfast: false, refundable: true };
const BREAKFAST: PlanKind = { vi: 'Bao gồm bữa sáng', en: 'Breakfast included', factor: [1.08, 1.15], breakfast: true, refundable: true };
const SAVER: PlanKind = {
  vi: 'Giá tiết kiệm - không hoàn hủy',
  en: 'Saver rate - non-refundable',
  factor: [0.86, 0.93],
  breakfast: false,
  refundable: false,
};
const HALF_BOARD: PlanKind = {
  vi: 'Bao gồm bữa sáng và bữa tối',
  en: 'Breakfast and dinner included',
  factor: [1.25, 1.35],
  breakfast: true,
  refundable: true,
};

export type GeneratedRatePlan = {
  name: string;
  nameEn: string;
  basePrice: number;
  promotionPercent: number;
  memberDiscountPercent: number;
  mobileRatePercent: number;
  breakfast: boolean;
  freeCancel24h: boolean;
};

export function generateRatePlans(rng: Random, type: AccommodationType, roomPrice: number, terms: HotelTerms): GeneratedRatePlan[] {
  const kinds = type === 'resort' ? [BREAKFAST, SAVER, HALF_BOARD] : [ROOM_ONLY, BREAKFAST, SAVER];
  const count = type === 'homestay' || type === 'hostel' ? rng.int(1, 2) : rng.int(1, 3);
  return kinds.slice(0, count).map((kind) => {
    const raw = roomPrice * rng.float(kind.factor[0], kind.factor[1]);
    const promotionPercent = rng.chance(0.4)
      ? rng.weightedPick([5, 10, 15, 20, 25, 30, 35, 40], (p) => (p <= 20 ? 3 : p <= 30 ? 2 : 1))
      : 0;
    const memberDiscountPercent = rng.chance(0.5) ? rng.int(3, 10) : 0;
    return {
      name: kind.vi,
      nameEn: kind.en,
      basePrice: boundPlanPrice(raw, { ...terms, promotionPercent, memberDiscountPercent }),
      promotionPercent,
      memberDiscountPercent,
      mobileRatePercent: rng.chance(0.3) ? rng.int(2, 5) : 0,
      breakfast: kind.breakfast,
      freeCancel24h: kind.refundable && rng.chance(0.6),
    };
  });
}
