import { describe, expect, it } from 'vitest';
import { AIRPORTS, SUGGESTIONS } from '../results/test-fixtures';
import { airportLabel, matchAirports, pickerGroups } from './airport-search';

const codes = (list: { code: string }[]) => list.map((a) => a.code);

describe('matchAirports (diacritics-insensitive airport search)', () => {
  it('finds Đà Nẵng from "da nang", "Đà Nẵng" and "DAD"', () => {
    expect(codes(matchAirports(AIRPORTS, 'da nang'))).toEqual(['DAD']);
    expect(codes(matchAirports(AIRPORTS, 'Đà Nẵng'))).toEqual(['DAD']);
    expect(codes(matchAirports(AIRPORTS, 'dad'))[0]).toBe('DAD');
  });

  it('matches airport names, English city names and đ as d', () => {
    expect(codes(matchAirports(AIRPORTS, 'noi bai'))).toEqual(['HAN']);
    expect(codes(matchAirports(AIRPORTS, 'hanoi'))).toEqual(['HAN']);
    expect(codes(matchAirports(AIRPORTS, 'dien bien'))).toEqual(['DIN']);
    expect(codes(matchAirports(AIRPORTS, 'thai lan'))).toEqual(['BKK']);
  });

  it('puts the exact code first and keeps only allowed airports', () => {
    expect(codes(matchAirports(AIRPORTS, 'sgn'))[0]).toBe('SGN');
    expect(codes(matchAirports(AIRPORTS, 'quoc', new Set(['PQC'])))).toEqual(['PQC']);
    expect(matchAirports(AIRPORTS, 'zzz')).toEqual([]);
  });

  it('labels a chosen airport with its city and code in the page language', () => {
    expect(airportLabel(AIRPORTS[1]!, 'vi')).toBe('Đà Nẵng (DAD)');
    expect(airportLabel(AIRPORTS[0]!, 'en')).toBe('Hanoi (HAN)');
  });
});

describe('pickerGroups', () => {
  it('lists the suggested destinations by group when the input is empty', () => {
    const groups = pickerGroups(AIRPORTS, '', 'vi', SUGGESTIONS);
    expect(groups.map((g) => g.key)).toEqual(['trending', 'northern', 'central', 'southern']);
    expect(codes(groups[0]!.airports)).toEqual(['DAD', 'PQC']);
  });

  it('limits suggestions to the destinations of the origin and drops empty groups', () => {
    const groups = pickerGroups(AIRPORTS, '', 'en', SUGGESTIONS, new Set(['SGN', 'PQC']));
    expect(groups.map((g) => [g.key, codes(g.airports)])).toEqual([
      ['trending', ['PQC']],
      ['southern', ['SGN', 'PQC']],
    ]);
  });

  it('lists every airport while the suggestions are not known, and matches once the visitor types', () => {
    expect(pickerGroups(AIRPORTS, '', 'vi', undefined)[0]!.airports).toHaveLength(AIRPORTS.length);
    expect(pickerGroups(AIRPORTS, 'phu quoc', 'vi', SUGGESTIONS)).toEqual([{ key: 'matches', airports: [AIRPORTS[3]] }]);
  });
});
