import { describe, expect, it } from 'vitest';
import { bookAheadDays, COMBO_BOOK_AHEAD_DAYS, firstDepartureDate } from './book-ahead';

describe('the combos\' "book at least 3 days ahead"', () => {
  it('is 3 days for every combo and none for a voucher', () => {
    expect(COMBO_BOOK_AHEAD_DAYS).toBe(3);
    expect(bookAheadDays('combo')).toBe(3);
    expect(bookAheadDays('voucher')).toBe(0);
  });
  it("opens on today + 3, or the window's first day if later (across a month and a year end)", () => {
    expect(firstDepartureDate({ dealType: 'combo', validFrom: '2026-11-29' }, '2026-11-28')).toBe('2026-12-01');
    expect(firstDepartureDate({ dealType: 'combo', validFrom: '2026-12-10' }, '2026-11-28')).toBe('2026-12-10');
    expect(firstDepartureDate({ dealType: 'combo', validFrom: '2026-12-01' }, '2026-12-30')).toBe('2027-01-02');
    expect(firstDepartureDate({ dealType: 'voucher', validFrom: '2026-11-29' }, '2026-11-28')).toBe('2026-11-29');
  });
});
