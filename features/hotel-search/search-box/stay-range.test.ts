import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates/product-date';
import { MAX_NIGHTS } from '../constants';
import { isDayDisabled, rangeToStay } from './stay-range';

const TODAY = '2026-11-22';

describe('isDayDisabled (spec 5 date picker)', () => {
  it('disables days before today and allows today', () => {
    expect(isDayDisabled('2026-11-21', TODAY)).toBe(true);
    expect(isDayDisabled('2025-12-31', TODAY)).toBe(true);
    expect(isDayDisabled('2026-11-22', TODAY)).toBe(false);
    expect(isDayDisabled('2027-01-05', TODAY)).toBe(false);
  });

  it('disables the day already picked, so a range has at least 1 night', () => {
    expect(isDayDisabled('2026-11-25', TODAY, '2026-11-25')).toBe(true);
    expect(isDayDisabled('2026-11-26', TODAY, '2026-11-25')).toBe(false);
    expect(isDayDisabled('2026-11-24', TODAY, '2026-11-25')).toBe(false);
  });

  it('disables days more than MAX_NIGHTS from the picked day', () => {
    expect(isDayDisabled(addDays('2026-11-25', MAX_NIGHTS), TODAY, '2026-11-25')).toBe(false);
    expect(isDayDisabled(addDays('2026-11-25', MAX_NIGHTS + 1), TODAY, '2026-11-25')).toBe(true);
    expect(isDayDisabled('2026-11-23', TODAY, addDays('2026-11-23', MAX_NIGHTS + 1))).toBe(true);
  });
});

describe('rangeToStay', () => {
  it('counts the nights between the two days', () => {
    expect(rangeToStay('2026-12-30', '2027-01-02')).toEqual({ checkIn: '2026-12-30', nights: 3 });
  });

  it('keeps at least 1 night and swaps a reversed range', () => {
    expect(rangeToStay('2026-12-30', '2026-12-30')).toEqual({ checkIn: '2026-12-30', nights: 1 });
    expect(rangeToStay('2026-12-31', '2026-12-29')).toEqual({ checkIn: '2026-12-29', nights: 2 });
  });

  it('caps the nights at MAX_NIGHTS', () => {
    expect(rangeToStay('2026-01-01', '2026-12-31').nights).toBe(MAX_NIGHTS);
  });
});
