import { describe, expect, it } from 'vitest';
import { FlightQueryError, flightQueryOf, readFlightQuery, type RawFlightQuery } from './query-params';

const TODAY = '2026-11-24';
const COUNTRIES: Record<string, string> = { SGN: 'VN', HAN: 'VN', DAD: 'VN', BKK: 'TH', ICN: 'KR' };
const countryOf = (code: string) => COUNTRIES[code] ?? null;
const read = (query: RawFlightQuery) => readFlightQuery(query, countryOf, TODAY);
const problem = (query: RawFlightQuery) => {
  try {
    read(query);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(FlightQueryError);
    return error as FlightQueryError;
  }
};

describe('readFlightQuery (spec 2.12, 5)', () => {
  it('reads ap, dt and ps of a one-way search into the spec 3 parameters', () => {
    expect(read({ ap: 'SGN.HAN', dt: '01-12-2026', ps: '2.1.1' })).toEqual({
      isDomestic: true,
      originCode: 'SGN',
      destinCode: 'HAN',
      departDate: '2026-12-01',
      returnDate: null,
      adultCount: 2,
      childCount: 1,
      infantCount: 1,
      leg: 0,
      listFlight: [{ startPoint: 'SGN', endPoint: 'HAN', departDate: '2026-12-01' }],
    });
  });

  it('reads a round trip with leg=1 and its return date; ignores a return date without leg=1', () => {
    const trip = read({ ap: 'han.dad', dt: '01-12-2026.05-12-2026', ps: '1.0.0', leg: '1' });
    expect(trip).toMatchObject({ originCode: 'HAN', destinCode: 'DAD', returnDate: '2026-12-05', leg: 1 });
    expect(trip.listFlight).toEqual([
      { startPoint: 'HAN', endPoint: 'DAD', departDate: '2026-12-01' },
      { startPoint: 'DAD', endPoint: 'HAN', departDate: '2026-12-05' },
    ]);
    expect(read({ ap: 'HAN.DAD', dt: '01-12-2026.05-12-2026', ps: '1.0.0' })).toMatchObject({ returnDate: null, leg: 0 });
    expect(read({ ap: 'HAN.DAD', dt: '01-12-2026.01-12-2026', ps: '1.0.0', leg: '1' }).returnDate).toBe('2026-12-01');
  });

  it('throws "missing params" without ap, dt or ps', () => {
    const full = { ap: 'SGN.HAN', dt: '01-12-2026', ps: '1.0.0' };
    for (const key of ['ap', 'dt', 'ps'] as const) {
      for (const value of [undefined, null, '']) {
        const error = problem({ ...full, [key]: value });
        expect(error?.missing, `${key}=${value}`).toBe(true);
        expect(error?.message).toBe('missing params');
      }
    }
  });

  it('is domestic only when both airports are in VN', () => {
    expect(read({ ap: 'SGN.HAN', dt: '01-12-2026', ps: '1.0.0' }).isDomestic).toBe(true);
    expect(read({ ap: 'SGN.BKK', dt: '01-12-2026', ps: '1.0.0' }).isDomestic).toBe(false);
    expect(read({ ap: 'BKK.HAN', dt: '01-12-2026', ps: '1.0.0' }).isDomestic).toBe(false);
    expect(read({ ap: 'BKK.ICN', dt: '01-12-2026', ps: '1.0.0' }).isDomestic).toBe(false);
  });

  it('refuses malformed or unknown airports and dates, as not missing', () => {
    for (const query of [
      { ap: 'SGNHAN', dt: '01-12-2026', ps: '1.0.0' },
      { ap: 'SGN.HANO', dt: '01-12-2026', ps: '1.0.0' },
      { ap: 'SGN.XXX', dt: '01-12-2026', ps: '1.0.0' },
      { ap: 'SGN.SGN', dt: '01-12-2026', ps: '1.0.0' },
      { ap: 'SGN.HAN', dt: '2026-12-01', ps: '1.0.0' },
      { ap: 'SGN.HAN', dt: '31-11-2026', ps: '1.0.0' },
      { ap: 'SGN.HAN', dt: '01-12-2026.02-12-2026.03-12-2026', ps: '1.0.0' },
      { ap: 'SGN.HAN', dt: '23-11-2026', ps: '1.0.0' },
      { ap: 'SGN.HAN', dt: '25-11-2027', ps: '1.0.0' },
      { ap: 'SGN.HAN', dt: '01-12-2026', ps: '1.0.0', leg: '1' },
      { ap: 'SGN.HAN', dt: '05-12-2026.01-12-2026', ps: '1.0.0', leg: '1' },
      { ap: 'SGN.HAN', dt: '01-12-2026.25-11-2027', ps: '1.0.0', leg: '1' },
    ]) {
      expect(problem(query)?.missing, JSON.stringify(query)).toBe(false);
    }
  });

  it('accepts today and the last day of the window', () => {
    expect(read({ ap: 'SGN.HAN', dt: '24-11-2026', ps: '1.0.0' }).departDate).toBe(TODAY);
    expect(read({ ap: 'SGN.HAN', dt: '24-11-2027', ps: '1.0.0' }).departDate).toBe('2027-11-24');
  });

  it('applies the passenger rules to ps', () => {
    const ps = (value: string) => problem({ ap: 'SGN.HAN', dt: '01-12-2026', ps: value })?.message ?? null;
    expect(ps('1.0.0')).toBeNull();
    expect(ps('9.0.9')).toBeNull();
    expect(ps('5.4.0')).toBeNull();
    expect(ps('0.1.0')).toBe('Cần ít nhất 1 người lớn');
    expect(ps('5.5.0')).toMatch(/Tối đa 9/);
    expect(ps('2.0.3')).toBe('Số em bé không được nhiều hơn số người lớn');
    for (const bad of ['1', '1.0', '1.0.0.0', '10.0.0', 'a.b.c', '-1.0.0', '1.0.0 '])
      expect(ps(bad), bad).toBe('Số hành khách không hợp lệ');
  });

  it('writes the page query back (flightQueryOf is the inverse)', () => {
    const trip = read({ ap: 'HAN.DAD', dt: '01-12-2026.05-12-2026', ps: '2.0.1', leg: '1' });
    const query = flightQueryOf(trip);
    expect(query.toString()).toBe('ap=HAN.DAD&dt=01-12-2026.05-12-2026&ps=2.0.1&leg=1');
    expect(read(Object.fromEntries(query))).toEqual(trip);
    expect(flightQueryOf(read({ ap: 'SGN.HAN', dt: '01-12-2026', ps: '1.0.0' })).toString()).toBe('ap=SGN.HAN&dt=01-12-2026&ps=1.0.0');
  });
});
