import { describe, expect, it } from 'vitest';
import { isWeekendNight, priceNight, priceStay, seasonPercent, type PricedPlan } from './pricing';

const plan: PricedPlan = {
  basePrice: 1_000_000,
  weekendPercent: 20,
  seasonRules: [{ from: '06-01', to: '08-31', percent: 15 }],
  promotionPercent: 10,
  vatRate: 10,
  vatIncluded: false,
  serviceFeePercent: 5,
  feeIncluded: false,
};

describe('pricing', () => {
  it('knows Friday and Saturday nights', () => {
    expect(isWeekendNight('2026-11-20')).toBe(true); // Friday
    expect(isWeekendNight('2026-11-21')).toBe(true); // Saturday
    expect(isWeekendNight('2026-11-22')).toBe(false); // Sunday
  });

  it('applies season ranges, including ones that wrap the new year', () => {
    expect(seasonPercent(plan.seasonRules, '2026-07-01')).toBe(15);
    expect(seasonPercent(plan.seasonRules, '2026-09-01')).toBe(0);
    const tet = [{ from: '12-25', to: '01-05', percent: 30 }];
    expect(seasonPercent(tet, '2026-12-31')).toBe(30);
    expect(seasonPercent(tet, '2027-01-03')).toBe(30);
    expect(seasonPercent(tet, '2027-01-06')).toBe(0);
  });

  it('prices a weekday night: promotion, then fee and VAT on top', () => {
    const night = priceNight(plan, '2026-11-23');
    expect(night.list).toBe(1_000_000);
    expect(night.exclusive).toBe(900_000);
    expect(night.inclusive).toBe(Math.round(900_000 * 1.05 * 1.1));
    expect(night.listInclusive).toBe(Math.round(1_000_000 * 1.05 * 1.1));
  });

  it('adds weekend and season surcharges together', () => {
    expect(priceNight(plan, '2026-07-04').list).toBe(1_350_000); // Saturday in summer: +35%
  });

  it('backs VAT and fee out of a price that already includes them', () => {
    const inclusivePlan = { ...plan, vatIncluded: true, feeIncluded: true, promotionPercent: 0, weekendPercent: 0 };
    const night = priceNight(inclusivePlan, '2026-11-23');
    expect(night.inclusive).toBe(1_000_000);
    expect(night.exclusive).toBe(Math.round(1_000_000 / 1.05 / 1.1));
  });

  it('sums a stay night by night', () => {
    const stay = priceStay(plan, ['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(stay.list).toBe(1_200_000 + 1_200_000 + 1_000_000);
  });
});
