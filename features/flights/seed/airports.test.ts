import { describe, expect, it } from 'vitest';
import { AIRLINES, AIRPORTS, routePairs } from './airports';

describe('flight seed data', () => {
  it('lists the 21 domestic airports of the spec', () => {
    expect(AIRPORTS.map((a) => a.code)).toEqual(
      'HAN HPH DIN CXR DLI DAD VDH VCL BMV PXU VII THD HUI TBB UIH SGN VKG PQC VCA CAH VCS'.split(' '),
    );
  });

  it('stores the 18 two-way routes in both directions', () => {
    const pairs = routePairs();
    expect(pairs).toHaveLength(36);
    const keys = new Set(pairs.map((p) => `${p.origin}-${p.destination}`));
    expect(keys.size).toBe(36);
    for (const p of pairs) expect(keys.has(`${p.destination}-${p.origin}`)).toBe(true);
    const codes = new Set(AIRPORTS.map((a) => a.code));
    for (const p of pairs) expect(codes.has(p.origin) && codes.has(p.destination)).toBe(true);
  });

  it('gives JQ and BL one brand', () => {
    expect(AIRLINES.find((a) => a.code === 'BL')?.brand).toBe('JQ');
    expect(AIRLINES.find((a) => a.code === 'JQ')?.brand).toBe('JQ');
  });
});
