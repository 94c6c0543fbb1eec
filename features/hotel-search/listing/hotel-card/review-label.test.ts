import { describe, expect, it } from 'vitest';
import { reviewLabelKey, showReviewCount } from './review-label';

describe('reviewLabelKey', () => {
  it.each([
    [10, 'exceptional'],
    [9.5, 'exceptional'],
    [9.49, 'superb'],
    [9, 'superb'],
    [8.99, 'fabulous'],
    [8.6, 'fabulous'],
    [8.59, 'veryGood'],
    [8, 'veryGood'],
    [7.99, 'good'],
    [7, 'good'],
    [6.99, 'reviewScore'],
    [4, 'reviewScore'],
  ])('labels %s as %s', (score, key) => {
    expect(reviewLabelKey(score)).toBe(key);
  });

  it('gives no label below 4', () => {
    expect(reviewLabelKey(3.99)).toBeNull();
    expect(reviewLabelKey(0)).toBeNull();
  });
});

describe('showReviewCount', () => {
  it('shows the count only above 0', () => {
    expect(showReviewCount(0)).toBe(false);
    expect(showReviewCount(1)).toBe(true);
  });
});
