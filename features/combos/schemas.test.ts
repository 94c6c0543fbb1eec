import { describe, expect, it } from 'vitest';
import { calendarMonthOpen, comboCalendarBodySchema } from './schemas';

describe('combo calendar body', () => {
  const now = new Date('2026-11-24T05:00:00Z');

  it('answers this (Vietnam) month to 13 months ahead only', () => {
    expect(calendarMonthOpen('2026-11', now)).toBe(true);
    expect(calendarMonthOpen('2027-12', now)).toBe(true);
    expect(calendarMonthOpen('2028-01', now)).toBe(false);
    expect(calendarMonthOpen('2026-10', now)).toBe(false);
    expect(calendarMonthOpen('9999-12', now)).toBe(false);
    expect(calendarMonthOpen('0000-01', now)).toBe(false);
    // 17:00 UTC on 30 November is already 1 December in Vietnam
    expect(calendarMonthOpen('2026-11', new Date('2026-11-30T17:00:00Z'))).toBe(false);
  });

  it('refuses a month of another century (the day loop of 9999-12 never ended) and takes an optional price option', () => {
    expect(comboCalendarBodySchema.safeParse({ dealId: 1, origin: 'SGN', month: '9999-12' }).success).toBe(false);
    expect(comboCalendarBodySchema.safeParse({ dealId: 1, origin: 'SGN', month: '1999-01' }).success).toBe(false);
    expect(comboCalendarBodySchema.safeParse({ dealId: 1, origin: 'SGN', month: '2099-12' }).success).toBe(true);
    const thisMonth = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 7);
    expect(comboCalendarBodySchema.safeParse({ dealId: 1, origin: 'SGN', month: thisMonth }).success).toBe(true);
    expect(comboCalendarBodySchema.safeParse({ dealId: 1, origin: 'SGN', month: thisMonth, priceDealId: 7 }).success).toBe(true);
    expect(comboCalendarBodySchema.safeParse({ dealId: 1, origin: 'SGN', month: thisMonth, priceDealId: 0 }).success).toBe(false);
  });
});
