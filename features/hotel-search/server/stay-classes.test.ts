import { describe, expect, it } from 'vitest';
import { isWeekendNight, priceStay, seasonPercent } from '@/features/hotels/index';
import { stayClasses } from './stay-classes';

const TET = { from: '01-20', to: '02-10', percent: 30 };
const calendars = [
  { id: 1, rules: [] },
  { id: 2, rules: [TET] },
];

describe('stayClasses', () => {
  it('groups a stay per calendar by weekend and season percent', () => {
    // Thu 2027-01-14 .. Tue 2027-01-19 is outside Tết; Fri 01-15 and Sat 01-16 are weekend nights
    const nights = ['2027-01-14', '2027-01-15', '2027-01-16', '2027-01-17'];
    expect(stayClasses(calendars, nights).get(1)).toEqual([
      { weekend: false, season: 0, nights: 2 },
      { weekend: true, season: 0, nights: 2 },
    ]);
  });

  it('splits the nights at a season edge, per calendar', () => {
    const nights = ['2027-01-18', '2027-01-19', '2027-01-20', '2027-01-21'];
    expect(stayClasses(calendars, nights).get(1)).toEqual([{ weekend: false, season: 0, nights: 4 }]);
    expect(stayClasses(calendars, nights).get(2)).toEqual([
      { weekend: false, season: 0, nights: 2 },
      { weekend: false, season: 30, nights: 2 },
    ]);
  });

  it('sums to the stay price when each class is priced once and multiplied (what the SQL does)', () => {
    const plan = {
      basePrice: 1_234_560,
      weekendPercent: 15,
      seasonRules: [TET],
      promotionPercent: 17,
      vatRate: 8,
      vatIncluded: false,
      serviceFeePercent: 5,
      feeIncluded: true,
    };
    const nights = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2027, 0, 14 + i)).toISOString().slice(0, 10));
    const classes = stayClasses([{ id: 2, rules: [TET] }], nights).get(2)!;
    // one night of each class, priced alone
    const night = (c: (typeof classes)[number]) =>
      priceStay(plan, [nights.find((d) => isWeekendNight(d) === c.weekend && seasonPercent([TET], d) === c.season)!]).inclusive;
    expect(classes.reduce((sum, c) => sum + c.nights * night(c), 0)).toBe(priceStay(plan, nights).inclusive);
  });
});
