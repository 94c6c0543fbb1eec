import { describe, expect, it } from 'vitest';
import { FARE_RULES, fareRulesFor } from './fare-rules';

const CODES = ['ECO_SAVER', 'ECO_STANDARD', 'ECO_FLEX', 'BUSINESS'] as const;

describe('fareRulesFor', () => {
  it('reads the full-service table for VN and QH and the low-cost one for every other carrier', () => {
    for (const airline of ['VN', 'QH']) expect(fareRulesFor(airline, 'ECO_STANDARD', false)).toEqual(FARE_RULES.full.domestic.ECO_STANDARD);
    for (const airline of ['VJ', 'BL', 'VU'])
      expect(fareRulesFor(airline, 'ECO_STANDARD', true)).toEqual(FARE_RULES.lowCost.international.ECO_STANDARD);
  });

  it('full service: Saver changes for a fee and is non-refundable, Standard refunds for a fee, Flex and Business change and refund free at home', () => {
    expect(fareRulesFor('VN', 'ECO_SAVER', false)).toEqual({
      changeFeeVnd: 600_000,
      refundFeeVnd: null,
      nameChangeFeeVnd: null,
      noShowFeeVnd: null,
    });
    expect(fareRulesFor('VN', 'ECO_STANDARD', false)).toEqual({
      changeFeeVnd: 300_000,
      refundFeeVnd: 500_000,
      nameChangeFeeVnd: null,
      noShowFeeVnd: 500_000,
    });
    expect(fareRulesFor('QH', 'ECO_FLEX', false)).toMatchObject({ changeFeeVnd: 0, refundFeeVnd: 0 });
    expect(fareRulesFor('VN', 'BUSINESS', true)).toMatchObject({ changeFeeVnd: 0, refundFeeVnd: 0 });
  });

  it('low cost: Saver and Standard never refund, Flex refunds for a fee, names change for a fee', () => {
    for (const international of [false, true]) {
      expect(fareRulesFor('VJ', 'ECO_SAVER', international).refundFeeVnd).toBeNull();
      expect(fareRulesFor('BL', 'ECO_STANDARD', international).refundFeeVnd).toBeNull();
      expect(fareRulesFor('VJ', 'ECO_FLEX', international).refundFeeVnd).toBeGreaterThan(0);
      for (const code of CODES) expect(fareRulesFor('VJ', code, international).nameChangeFeeVnd).toBeGreaterThan(0);
    }
  });

  it('a dearer fare never allows less: fees fall (or stay) from Saver to Business, and abroad costs at least as much as at home', () => {
    const rank = (fee: number | null) => (fee === null ? Number.POSITIVE_INFINITY : fee);
    for (const airline of ['VN', 'VJ']) {
      for (const international of [false, true]) {
        const fees = CODES.map((code) => fareRulesFor(airline, code, international));
        for (let i = 1; i < fees.length; i += 1) {
          expect(rank(fees[i]!.changeFeeVnd)).toBeLessThanOrEqual(rank(fees[i - 1]!.changeFeeVnd));
          expect(rank(fees[i]!.refundFeeVnd)).toBeLessThanOrEqual(rank(fees[i - 1]!.refundFeeVnd));
        }
      }
      for (const code of CODES)
        expect(rank(fareRulesFor(airline, code, true).changeFeeVnd)).toBeGreaterThanOrEqual(
          rank(fareRulesFor(airline, code, false).changeFeeVnd),
        );
    }
  });

  it('answers a copy: changing it leaves the table alone', () => {
    const rules = fareRulesFor('VN', 'ECO_FLEX', false);
    rules.refundFeeVnd = 1;
    expect(fareRulesFor('VN', 'ECO_FLEX', false).refundFeeVnd).toBe(0);
  });
});
