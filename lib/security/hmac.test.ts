import { describe, expect, it } from 'vitest';
import { sameHex, signTimestamped, verifyTimestamped } from './hmac';

const KEY = 'bank-secret-0123456789abcdef0123456789';
const NOW = new Date(1_700_000_000_000);

describe('hmac helpers', () => {
  it('compares hex digests case-insensitively and refuses non-hex or another length', () => {
    expect(sameHex('ab12', 'AB12')).toBe(true);
    expect(sameHex('ab12', 'ab13')).toBe(false);
    expect(sameHex('ab12', 'ab1')).toBe(false);
    expect(sameHex('ab12', 'zz12')).toBe(false);
    expect(sameHex('ab12', null)).toBe(false);
  });

  it('signs "timestamp.body" (the bank vector) and accepts it within 300 seconds either way', () => {
    expect(signTimestamped(KEY, '{"a":1}', '1700000000')).toBe('0b689465a3ec2c695a295a4a65ceaa9f71d316e285029ae5d1e5dcc2182c0eeb');
    const check = (ts: string, body = '{"a":1}') => verifyTimestamped(KEY, body, ts, signTimestamped(KEY, '{"a":1}', ts), NOW);
    expect(check('1700000300')).toBe(true);
    expect(check('1699999700')).toBe(true);
    expect(check('1700000301')).toBe(false);
    expect(check('1699999699')).toBe(false);
    expect(check('1700000000', '{"a":2}')).toBe(false);
    expect(verifyTimestamped(KEY, '{"a":1}', null, signTimestamped(KEY, '{"a":1}', '1700000000'), NOW)).toBe(false);
  });
});
