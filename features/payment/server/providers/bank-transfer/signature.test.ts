import { describe, expect, it } from 'vitest';
import { bankSignature, bankSignatureValid } from './signature';
import { orderCodeCandidates } from './notification';

const SECRET = 'bank-secret-0123456789abcdef0123456789';
const BODY = '{"a":1}';
const NOW = new Date(1_700_000_000_000);
const TS = '1700000000';

describe('bank webhook signature', () => {
  it('is hex HMAC-SHA256 of "timestamp.body" (vector from openssl dgst -sha256 -hmac)', () => {
    expect(bankSignature(SECRET, TS, BODY)).toBe('0b689465a3ec2c695a295a4a65ceaa9f71d316e285029ae5d1e5dcc2182c0eeb');
  });

  const check = (over: Partial<Parameters<typeof bankSignatureValid>[0]>) =>
    bankSignatureValid({ secret: SECRET, timestamp: TS, signature: bankSignature(SECRET, TS, BODY), rawBody: BODY, now: NOW, ...over });

  it('accepts the right signature, in either case, within 5 minutes', () => {
    expect(check({})).toBe(true);
    expect(check({ signature: bankSignature(SECRET, TS, BODY).toUpperCase() })).toBe(true);
    expect(check({ now: new Date(NOW.getTime() + 300_000) })).toBe(true);
  });

  it('refuses a tampered body, another secret, a stale or future timestamp, missing or malformed headers', () => {
    expect(check({ rawBody: '{"a":2}' })).toBe(false);
    expect(check({ secret: `${SECRET}x` })).toBe(false);
    expect(check({ now: new Date(NOW.getTime() + 301_000) })).toBe(false);
    expect(check({ now: new Date(NOW.getTime() - 301_000) })).toBe(false);
    const stale = String(Number(TS) - 600);
    expect(check({ timestamp: stale, signature: bankSignature(SECRET, stale, BODY) })).toBe(false);
    const future = String(Number(TS) + 600);
    expect(check({ timestamp: future, signature: bankSignature(SECRET, future, BODY) })).toBe(false);
    expect(check({ timestamp: null })).toBe(false);
    expect(check({ signature: null })).toBe(false);
    expect(check({ signature: 'abc' })).toBe(false);
    expect(check({ timestamp: '1700000000.5' })).toBe(false);
  });
});

describe('order codes in a transfer content', () => {
  it('finds the code however the bank mangled the content', () => {
    expect(orderCodeCandidates('habcdefgh2')).toEqual(['HABCDEFGH2']);
    expect(orderCodeCandidates('THANH TOAN HABCDEFGH2')).toContain('HABCDEFGH2');
    expect(orderCodeCandidates('MBVCB.123.THANHTOAN-HABC DEFGH2.CT tu 0123')).toContain('HABCDEFGH2');
  });

  it('has no candidate without one (I, O, 0 and 1 are not code characters)', () => {
    expect(orderCodeCandidates('chuyen tien')).toEqual([]);
    expect(orderCodeCandidates('HABCDEFGI0')).toEqual([]);
  });
});
