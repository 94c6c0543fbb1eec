import { describe, expect, it } from 'vitest';
import { sharedLifetime } from './shared-cache-control';

describe('sharedLifetime', () => {
  it.each([
    ['public, max-age=0, s-maxage=30', 30],
    ['public, max-age=300, s-maxage=3600', 3600],
    ['public, max-age=60', 60],
    ['S-MAXAGE=10', 10],
    ['s-maxage="20"', 20],
    ['no-store', null],
    ['public, s-maxage=30, no-store', null],
    ['private, max-age=60', null],
    ['private, no-cache, no-store, max-age=0, must-revalidate', null],
    ['max-age=60', null], // a browser may keep it; a shared cache is not told it may
    ['public', null],
    ['public, s-maxage=0', null],
    ['public, s-maxage=abc', null],
    [undefined, null],
  ])('%j -> %s', (header, expected) => {
    expect(sharedLifetime(header)).toBe(expected);
  });
});
