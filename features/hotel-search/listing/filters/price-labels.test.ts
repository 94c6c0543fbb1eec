import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { PRICE_RANGES } from '../../constants';
import { priceBoundLabel, roundBound } from './price-labels';

const RATE = 25_400;

describe('price filter labels', () => {
  it('reads the VND bounds exactly', () => {
    expect(priceBoundLabel(500_000, 'VND', RATE)).toBe('500.000 ₫');
    expect(priceBoundLabel(5_000_000, 'VND', RATE)).toBe('5.000.000 ₫');
  });

  it('reads the USD bounds as round whole dollars', () => {
    const bounds = PRICE_RANGES.map((r) => r.min).filter((m) => m > 0);
    expect(bounds.map((b) => priceBoundLabel(b, 'USD', RATE))).toEqual(['$20', '$40', '$80', '$120', '$200']);
    expect(priceBoundLabel(500_000, 'USD', 26_000)).toBe('$20');
    expect(priceBoundLabel(500_000, 'USD', 23_500)).toBe('$22');
    expect(priceBoundLabel(50_000_000, 'USD', RATE)).toBe('$2,000');
  });

  it('falls back to VND without a rate', () => {
    expect(priceBoundLabel(500_000, 'USD', null)).toBe('500.000 ₫');
  });

  test.prop([fc.double({ min: 0.5, max: 1e7, noNaN: true })])('rounds within 5 % to a 1-2-5 step', (value) => {
    const rounded = roundBound(value);
    expect(Math.abs(rounded - value)).toBeLessThanOrEqual(value * 0.05 + 0.5);
    expect(rounded).toBeGreaterThan(0);
  });

  test.prop([fc.integer({ min: 15_000, max: 40_000 })])('keeps the USD labels of the ranges distinct and increasing', (rate) => {
    const bounds = PRICE_RANGES.map((r) => r.min)
      .filter((m) => m > 0)
      .map((b) => roundBound(b / rate));
    for (let i = 1; i < bounds.length; i += 1) expect(bounds[i]!).toBeGreaterThan(bounds[i - 1]!);
  });
});
