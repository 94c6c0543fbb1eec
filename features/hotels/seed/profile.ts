import type { Random } from '@/lib/random';
import type { AccommodationType } from './names';
import type { PlaceTheme } from './themes';

/** Accommodation type by destination, star rating by type, and review figures. */

const TYPES: readonly AccommodationType[] = ['hotel', 'resort', 'homestay', 'apartment', 'villa', 'hostel', 'guesthouse'];
const TYPE_WEIGHTS: Record<PlaceTheme | 'foreign', readonly number[]> = {
  //        hotel resort homestay apartment villa hostel guesthouse
  beach: [45, 14, 12, 10, 7, 5, 7],
  metro: [55, 1, 8, 14, 2, 8, 12],
  mountain: [38, 8, 25, 2, 10, 5, 12],
  heritage: [40, 8, 20, 2, 12, 8, 10],
  plain: [50, 3, 16, 3, 3, 3, 22],
  foreign: [60, 8, 3, 12, 3, 8, 6],
};
const STAR_WEIGHTS: Record<AccommodationType, readonly number[]> = {
  //       0   1   2   3   4   5 stars
  hotel: [4, 6, 18, 34, 26, 12],
  resort: [0, 0, 0, 15, 45, 40],
  homestay: [70, 10, 15, 5, 0, 0],
  hostel: [75, 15, 10, 0, 0, 0],
  guesthouse: [40, 30, 25, 5, 0, 0],
  apartment: [25, 0, 15, 35, 20, 5],
  villa: [20, 0, 0, 25, 35, 20],
};
const STARS = [0, 1, 2, 3, 4, 5] as const;

export function pickAccommodationType(rng: Random, theme: PlaceTheme, foreign: boolean): AccommodationType {
  const weights = TYPE_WEIGHTS[foreign ? 'foreign' : theme];
  const boostResort = foreign && theme === 'beach' ? 3 : 1;
  return rng.weightedPick(TYPES, (t) => (weights[TYPES.indexOf(t)] ?? 0) * (t === 'resort' ? boostResort : 1));
}

export function pickStars(rng: Random, type: AccommodationType): number {
  const weights = STAR_WEIGHTS[type];
  return rng.weightedPick(STARS, (s) => weights[s] ?? 0);
}

/** review_point 5.0–9.9 (one decimal, skewed high), count_reviews 0–4,000, popularity 1–1,000. */
export function reviewFigures(rng: Random, stars: number, type: AccommodationType) {
  const reviewPoint = Math.round(rng.gaussian(8.2 + 0.15 * (stars - 3), 0.8, 5.0, 9.9) * 10) / 10;
  const noReviews = rng.chance(type === 'homestay' || type === 'villa' ? 0.15 : 0.07);
  const countReviews = noReviews ? 0 : Math.min(4000, Math.round(Math.exp(rng.float(0, Math.log(4000))) * (0.5 + stars * 0.2)));
  const popularity = Math.max(
    1,
    Math.min(1000, Math.round(stars * 60 + Math.log1p(countReviews) * 60 + (reviewPoint - 7) * 40 + rng.int(0, 150))),
  );
  return { reviewPoint, countReviews, popularity };
}
