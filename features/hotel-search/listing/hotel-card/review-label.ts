/** Spec 9: review label bands, highest first; a score below the last band gets no label. */
const REVIEW_BANDS = [
  { min: 9.5, key: 'exceptional' },
  { min: 9, key: 'superb' },
  { min: 8.6, key: 'fabulous' },
  { min: 8, key: 'veryGood' },
  { min: 7, key: 'good' },
  { min: 4, key: 'reviewScore' },
] as const;

export type ReviewLabelKey = (typeof REVIEW_BANDS)[number]['key'];

/** The translation key (under `review.`) for a review score, or null below 4. */
export function reviewLabelKey(score: number): ReviewLabelKey | null {
  return REVIEW_BANDS.find((band) => score >= band.min)?.key ?? null;
}

/** Spec 9: the review count shows only when above 0. */
export function showReviewCount(count: number): boolean {
  return count > 0;
}
