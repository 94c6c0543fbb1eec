import { describe, expect, it } from 'vitest';
import { prefersGzip } from './accept-encoding';

describe('prefersGzip', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['GZIP', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    [' gzip ; q = 0.5 ', true],
    ['x-gzip', true],
    ['*', true],
    ['gzip;q=0', false],
    ['gzip;q=0.000', false],
    ['gzip; q=0, *', false],
    ['*;q=0', false],
    ['identity', false],
    ['br', false],
    ['gzip;q=0.5, identity', false],
    ['gzip;q=2', false], // an invalid quality: the entry is ignored
    ['gzip;q=abc', false],
    ['', false],
    [undefined, false],
  ])('%j -> %s', (header, expected) => {
    expect(prefersGzip(header)).toBe(expected);
  });
});
