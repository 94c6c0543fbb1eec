import { describe, expect, it } from 'vitest';
import { inSeason, seasonDay, seasonOf } from './season';

describe('seasons of banners and promotions', () => {
  it("today is Vietnam's day: 17:30 UTC on 31 May is already 1 June there", () => {
    expect(seasonDay(new Date('2026-05-31T17:30:00Z'))).toBe('06-01');
    expect(seasonDay(new Date('2026-05-31T16:59:59Z'))).toBe('05-31');
    expect(seasonDay(new Date('2026-11-25T03:00:00Z'))).toBe('11-25');
  });

  it('a summer window holds June to August, both ends included', () => {
    const summer = { start: '06-01', end: '08-31' };
    expect(inSeason(summer, '05-31')).toBe(false);
    expect(inSeason(summer, '06-01')).toBe(true);
    expect(inSeason(summer, '07-15')).toBe(true);
    expect(inSeason(summer, '08-31')).toBe(true);
    expect(inSeason(summer, '11-25')).toBe(false);
  });

  it('a window over the new year (December to February) wraps', () => {
    const tet = { start: '12-01', end: '02-20' };
    expect(inSeason(tet, '11-30')).toBe(false);
    expect(inSeason(tet, '12-01')).toBe(true);
    expect(inSeason(tet, '12-31')).toBe(true);
    expect(inSeason(tet, '01-01')).toBe(true);
    expect(inSeason(tet, '02-20')).toBe(true);
    expect(inSeason(tet, '02-21')).toBe(false);
    expect(inSeason(tet, '07-01')).toBe(false);
  });

  it('no season is all year; a row needs both ends to have one', () => {
    expect(inSeason(null, '04-04')).toBe(true);
    expect(seasonOf(null, null)).toBeNull();
    expect(seasonOf('06-01', null)).toBeNull();
    expect(seasonOf('06-01', '08-31')).toEqual({ start: '06-01', end: '08-31' });
  });
});
