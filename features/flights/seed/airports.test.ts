import { describe, expect, it } from 'vitest';
import { AIRLINES, AIRPORTS, routePairs } from './airports';

describe('flight seed data', () => {
  it('lists the 21 domestic airports of the spec', () => {
    expect(AIRPORTS.map((a) => a.code)).toEqual(
      'HAN HPH DIN CXR DLI DAD VDH VCL BMV PXU VII THD HUI TBB UIH SGN VKG PQC VCA CAH VCS'.split(' '),
    );
  });

  it('stores every route flown in both directions, every airport linked to Hà Nội or Hồ Chí Minh City', () => {
    const pairs = routePairs();
    const keys = new Set(pairs.map((p) => `${p.origin}-${p.destination}`));
    expect(keys.size).toBe(pairs.length);
    expect(pairs.length).toBeGreaterThan(80);
    for (const p of pairs) expect(keys.has(`${p.destination}-${p.origin}`)).toBe(true);
    const codes = new Set(AIRPORTS.map((a) => a.code));
    for (const p of pairs) expect(codes.has(p.origin) && codes.has(p.destination)).toBe(true);
    for (const { code } of AIRPORTS) {
      if (code === 'HAN' || code === 'SGN') continue;
      expect(keys.has(`${code}-HAN`) || keys.has(`${code}-SGN`), code).toBe(true);
    }
    // Điện Biên only from Hà Nội; Rạch Giá and Cà Mau only from Hồ Chí Minh City
    expect(pairs.filter((p) => p.origin === 'DIN').map((p) => p.destination)).toEqual(['HAN']);
    expect(pairs.filter((p) => p.origin === 'VKG' || p.origin === 'CAH').map((p) => p.destination)).toEqual(['SGN', 'SGN']);
  });

  it('gives JQ and BL one brand', () => {
    expect(AIRLINES.find((a) => a.code === 'BL')?.brand).toBe('JQ');
    expect(AIRLINES.find((a) => a.code === 'JQ')?.brand).toBe('JQ');
  });
});
