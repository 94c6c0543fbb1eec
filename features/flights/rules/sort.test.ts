import { describe, expect, it } from 'vitest';
import { FLIGHT_SORTS, type FlightFare, type FlightSort } from '../schemas';
import { sortOffers, sortPrice } from './sort';

/** A fare for 2 adults, 1 child and 1 infant with the given adult fare and taxes (child and infant derived). */
function fare(fareAdt: number, taxAdt: number, feeAdt = 50_000): FlightFare {
  const amounts = {
    fareAdt,
    fareChd: fareAdt / 2,
    fareInf: 100_000,
    taxAdt,
    taxChd: taxAdt / 2,
    taxInf: 0,
    feeAdt,
    feeChd: feeAdt,
    feeInf: 0,
    serviceFeeAdt: 50_000,
    serviceFeeChd: 50_000,
    serviceFeeInf: 0,
  };
  const adult = fareAdt + taxAdt + feeAdt + 50_000;
  const child = amounts.fareChd + amounts.taxChd + feeAdt + 50_000;
  return {
    ...amounts,
    fareClassId: fareAdt,
    code: 'ECO_SAVER',
    cabin: 'economy',
    bookingClass: 'E',
    seatsLeft: 9,
    refundable: false,
    changeable: false,
    includedBaggageKg: 0,
    cabinBaggageKg: 7,
    rules: { changeFeeVnd: 450_000, refundFeeVnd: null, nameChangeFeeVnd: 450_000, noShowFeeVnd: null },
    adt: 2,
    chd: 1,
    inf: 1,
    totalPrice: 2 * adult + child + 100_000,
  };
}

const offer = (flightNumber: string, startDate: string, ...fares: FlightFare[]) => ({ flightNumber, startDate, fares });

describe('flight sorts (spec 9)', () => {
  const f = fare(1_000_000, 200_000);

  it('reads the price each mode names', () => {
    const adult = 1_000_000 + 200_000 + 50_000 + 50_000;
    expect(sortPrice(f, 'price_asc')).toBe(adult);
    expect(sortPrice(f, 'price_asc_taxFee_one')).toBe(adult);
    expect(sortPrice(f, 'price_asc_noTaxFee_one')).toBe(1_000_000);
    expect(sortPrice(f, 'price_asc_taxFee_all')).toBe(f.totalPrice);
    expect(sortPrice(f, 'price_asc_noTaxFee_all')).toBe(2 * 1_000_000 + 500_000 + 100_000);
  });

  it('orders by departure time, earliest or latest first, ties by flight number', () => {
    const list = () => [
      offer('VN2', '2026-12-01T10:00', f),
      offer('VJ1', '2026-12-01T06:00', f),
      offer('VN1', '2026-12-01T10:00', f),
      offer('QH1', '2026-12-01T21:00', f),
    ];
    expect(sortOffers(list(), 'time_asc').map((o) => o.flightNumber)).toEqual(['VJ1', 'VN1', 'VN2', 'QH1']);
    expect(sortOffers(list(), 'time_desc').map((o) => o.flightNumber)).toEqual(['QH1', 'VN1', 'VN2', 'VJ1']);
  });

  // A: low fare, high taxes. B: high fare, low taxes. The modes with taxes prefer B, those without prefer A.
  const a = fare(1_000_000, 600_000);
  const b = fare(1_200_000, 100_000);
  const expected: Record<Exclude<FlightSort, 'time_asc' | 'time_desc'>, string[]> = {
    price_asc: ['B', 'A'],
    price_asc_taxFee_one: ['B', 'A'],
    price_asc_taxFee_all: ['B', 'A'],
    price_asc_noTaxFee_one: ['A', 'B'],
    price_asc_noTaxFee_all: ['A', 'B'],
  };
  for (const mode of FLIGHT_SORTS.filter((m): m is keyof typeof expected => m in expected)) {
    it(`${mode}: cheapest first under its own price`, () => {
      const sorted = sortOffers([offer('A', '2026-12-01T08:00', a), offer('B', '2026-12-01T09:00', b)], mode);
      expect(sorted.map((o) => o.flightNumber)).toEqual(expected[mode]);
    });
  }

  it('reads the cheapest fare of an offer and breaks price ties by time', () => {
    const cheapLate = offer('X', '2026-12-01T20:00', fare(2_000_000, 200_000), fare(500_000, 100_000));
    const dearEarly = offer('Y', '2026-12-01T06:00', fare(900_000, 100_000));
    const sameEarly = offer('Z', '2026-12-01T05:00', fare(500_000, 100_000));
    expect(sortOffers([dearEarly, cheapLate, sameEarly], 'price_asc').map((o) => o.flightNumber)).toEqual(['Z', 'X', 'Y']);
  });

  it('covers every mode of the contract', () => {
    expect([...FLIGHT_SORTS].sort()).toEqual(
      ['price_asc', ...Object.keys(expected).filter((k) => k !== 'price_asc'), 'time_asc', 'time_desc'].sort(),
    );
  });
});
