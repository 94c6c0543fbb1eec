import type { SeasonRule } from '@/features/hotels/db';
import type { Random } from '@/lib/random';
import type { AccommodationType } from './names';
import type { PlaceTheme } from './themes';

/** VND per night for the hotel's cheapest (standard) room, before the destination factor. */
export function basePriceRange(type: AccommodationType, stars: number): [number, number] {
  switch (type) {
    case 'homestay': return [250_000, 700_000];
    case 'hostel': return [200_000, 500_000];
    case 'guesthouse': return [250_000, 600_000];
    case 'apartment': return stars >= 4 ? [1_200_000, 3_000_000] : [600_000, 1_800_000];
    case 'villa': return stars >= 5 ? [4_000_000, 12_000_000] : [2_000_000, 6_000_000];
    case 'resort': return stars >= 5 ? [3_500_000, 9_000_000] : stars === 4 ? [1_800_000, 4_500_000] : [1_000_000, 2_200_000];
    case 'hotel':
      return ([
        [300_000, 600_000],
        [300_000, 650_000],
        [400_000, 900_000],
        [600_000, 1_500_000],
        [1_200_000, 3_000_000],
        [2_500_000, 9_000_000],
      ] as const)[Math.max(0, Math.min(5, stars))] as [number, number];
  }
}

export const roundVnd = (n: number) => Math.round(n / 1000) * 1000;

/** Skewed toward the cheap end of the range (log scale), rounded to 1,000 VND. */
export function baseNightlyPrice(rng: Random, type: AccommodationType, stars: number): number {
  const [min, max] = basePriceRange(type, stars);
  return roundVnd(min * Math.pow(max / min, Math.pow(rng.next(), 1.3)));
}

/** Hotel-wide commercial terms shared by its rate plans. */
export type HotelTerms = {
  vatRate: number;
  vatIncluded: boolean;
  feeIncluded: boolean;
  provider: string;
  weekendPercent: number;
  seasonRules: SeasonRule[];
};

const SUMMER: SeasonRule = { from: '06-01', to: '08-31', percent: 15 };
const TET: SeasonRule = { from: '01-20', to: '02-10', percent: 30 };

export function hotelTerms(rng: Random, theme: PlaceTheme, foreign: boolean): HotelTerms {
  const provider = foreign ? rng.weightedPick(['expedia', 'rapid', 'direct'] as const, (p) => (p === 'direct' ? 3 : p === 'expedia' ? 4 : 3)) : 'direct';
  const thirdParty = provider !== 'direct';
  const seasonRules: SeasonRule[] =
    theme === 'beach'
      ? [SUMMER, TET, ...(rng.chance(0.3) ? [{ from: '10-01', to: '11-30', percent: -10 }] : [])]
      : theme === 'mountain'
        ? [{ ...TET, percent: 20 }, ...(rng.chance(0.5) ? [{ from: '09-15', to: '11-15', percent: 10 }] : [])]
        : rng.chance(0.5) ? [{ ...TET, percent: 20 }] : [];
  return {
    vatRate: rng.chance(0.6) ? 8 : 10,
    // Expedia/Rapid rates include fees and taxes but not VAT (spec §9)
    vatIncluded: thirdParty ? false : rng.chance(0.6),
    feeIncluded: thirdParty ? true : rng.chance(0.5),
    provider,
    weekendPercent: rng.chance(0.3) ? 0 : rng.int(1, 4) * 5,
    seasonRules: foreign ? [] : seasonRules,
  };
}

type PlanKind = { vi: string; en: string; factor: [number, number]; breakfast: boolean; refundable: boolean };
const ROOM_ONLY: PlanKind = { vi: 'Chỉ phòng', en: 'Room only', factor: [1, 1], breakfast: false, refundable: true };
const BREAKFAST: PlanKind = { vi: 'Bao gồm bữa sáng', en: 'Breakfast included', factor: [1.08, 1.15], breakfast: true, refundable: true };
const SAVER: PlanKind = { vi: 'Giá tiết kiệm - không hoàn hủy', en: 'Saver rate - non-refundable', factor: [0.86, 0.93], breakfast: false, refundable: false };
const HALF_BOARD: PlanKind = { vi: 'Bao gồm bữa sáng và bữa tối', en: 'Breakfast and dinner included', factor: [1.25, 1.35], breakfast: true, refundable: true };

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

export function generateRatePlans(rng: Random, type: AccommodationType, roomPrice: number): GeneratedRatePlan[] {
  const kinds = type === 'resort' ? [BREAKFAST, SAVER, HALF_BOARD] : [ROOM_ONLY, BREAKFAST, SAVER];
  const count = type === 'homestay' || type === 'hostel' ? rng.int(1, 2) : rng.int(1, 3);
  return kinds.slice(0, count).map((kind) => ({
    name: kind.vi,
    nameEn: kind.en,
    basePrice: roundVnd(roomPrice * rng.float(kind.factor[0], kind.factor[1])),
    promotionPercent: rng.chance(0.4) ? rng.weightedPick([5, 10, 15, 20, 25, 30, 35, 40], (p) => (p <= 20 ? 3 : p <= 30 ? 2 : 1)) : 0,
    memberDiscountPercent: rng.chance(0.5) ? rng.int(3, 10) : 0,
    mobileRatePercent: rng.chance(0.3) ? rng.int(2, 5) : 0,
    breakfast: kind.breakfast,
    freeCancel24h: kind.refundable && rng.chance(0.6),
  }));
}
