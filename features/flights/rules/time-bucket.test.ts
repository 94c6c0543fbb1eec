import { describe, expect, it } from 'vitest';
import { timeBucketOf } from './time-bucket';

const at = (hh: number, mm: number) => timeBucketOf(hh * 60 + mm);

describe('departure-time buckets (spec 9), each start included', () => {
  it('splits the day at 8h, 12h and 18h', () => {
    expect(at(0, 0)).toBe('before_8h');
    expect(at(7, 59)).toBe('before_8h');
    expect(at(8, 0)).toBe('from_8h_to_12h');
    expect(at(11, 59)).toBe('from_8h_to_12h');
    expect(at(12, 0)).toBe('from_12h_to_18h');
    expect(at(17, 59)).toBe('from_12h_to_18h');
    expect(at(18, 0)).toBe('after_18h');
    expect(at(23, 59)).toBe('after_18h');
  });
});
