import { describe, expect, it } from 'vitest';
import {
  adultTotal,
  childTotal,
  demandPercent,
  fareAmounts,
  FLIGHT_SERVICE_FEE_VND,
  infantTotal,
  partyBaseFare,
  partyTotal,
} from './fares';

const TODAY = '2026-09-01'; // a Tuesday, out of season

describe('flight fares', () => {
  it('raises the demand percent close to departure', () => {
    // Thursdays out of season: no weekday or season change
    expect(demandPercent('2026-09-03', TODAY)).toBe(160); // 2 days
    expect(demandPercent('2026-09-03', '2026-08-29')).toBe(135); // 5 days
    expect(demandPercent('2026-09-10', TODAY)).toBe(120); // 9 days
    expect(demandPercent('2026-09-24', TODAY)).toBe(105); // 23 days
    expect(demandPercent('2026-10-22', TODAY)).toBe(100); // 51 days
    expect(demandPercent('2026-11-05', TODAY)).toBe(92); // 65 days
  });

  it('adds 10 on Fridays and Sundays, takes 5 on Tuesdays and Wednesdays, adds 20 in a peak season', () => {
    expect(demandPercent('2026-11-06', TODAY)).toBe(102); // Friday
    expect(demandPercent('2026-11-08', TODAY)).toBe(102); // Sunday
    expect(demandPercent('2026-11-10', TODAY)).toBe(87); // Tuesday
    expect(demandPercent('2026-11-11', TODAY)).toBe(87); // Wednesday
    expect(demandPercent('2026-12-24', TODAY)).toBe(112); // Thursday, year end
    expect(demandPercent('2027-02-04', TODAY)).toBe(112); // Tết season
    expect(demandPercent('2027-02-21', TODAY)).toBe(102); // Sunday after it
  });

  const fareClass = {
    baseFareVnd: 1_000_000,
    childPercent: 75,
    infantFareVnd: 150_000,
    feeVnd: 50_000,
    fareFactor: 110,
    international: false,
  };

  it('prices each passenger type in whole thousands', () => {
    // 51 days ahead, Thursday: 100%; x 110% = 1,100,000
    const amounts = fareAmounts(fareClass, '2026-10-22', TODAY);
    expect(amounts).toEqual({
      fareAdt: 1_100_000,
      fareChd: 825_000,
      fareInf: 150_000,
      taxAdt: 110_000 + 100_000,
      taxChd: 83_000 + 50_000,
      taxInf: 15_000,
      feeAdt: 50_000,
      feeChd: 50_000,
      feeInf: 0,
      serviceFeeAdt: FLIGHT_SERVICE_FEE_VND,
      serviceFeeChd: FLIGHT_SERVICE_FEE_VND,
      serviceFeeInf: 0,
    });
    for (const value of Object.values(amounts)) expect(value % 1000).toBe(0);
  });

  it('charges international airport charges', () => {
    const amounts = fareAmounts({ ...fareClass, international: true }, '2026-10-22', TODAY);
    expect(amounts.taxAdt).toBe(110_000 + 480_000);
    expect(amounts.taxChd).toBe(83_000 + 240_000);
  });

  it('sums the party', () => {
    const amounts = fareAmounts(fareClass, '2026-10-22', TODAY);
    expect(adultTotal(amounts)).toBe(1_100_000 + 210_000 + 50_000 + 50_000);
    expect(childTotal(amounts)).toBe(825_000 + 133_000 + 50_000 + 50_000);
    expect(infantTotal(amounts)).toBe(150_000 + 15_000);
    const party = { adultCount: 2, childCount: 1, infantCount: 1 };
    expect(partyTotal(amounts, party)).toBe(2 * adultTotal(amounts) + childTotal(amounts) + infantTotal(amounts));
    expect(partyBaseFare(amounts, party)).toBe(2 * 1_100_000 + 825_000 + 150_000);
  });
});
