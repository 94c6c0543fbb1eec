import { describe, expect, it } from 'vitest';
import { safeCallbackUrl } from './safe-callback';

const origin = 'http://localhost:3000';
const partner = 'https://corporate.example.com';

describe('safeCallbackUrl', () => {
  it('keeps same-site addresses as paths', () => {
    expect(safeCallbackUrl('http://localhost:3000/en?x=1', origin)).toBe('/en?x=1');
    expect(safeCallbackUrl('/khach-san', origin)).toBe('/khach-san');
    expect(safeCallbackUrl('/khach-san/da-nang?nights=2#top', origin)).toBe('/khach-san/da-nang?nights=2#top');
    expect(safeCallbackUrl('/x?next=%2Fa', origin)).toBe('/x?next=%2Fa');
  });

  it('answers an allow-listed origin (SSO_ALLOWED_ORIGINS) with the absolute URL, and only that origin', () => {
    expect(safeCallbackUrl('https://corporate.example.com/booking?id=1', origin, [partner])).toBe(
      'https://corporate.example.com/booking?id=1',
    );
    expect(safeCallbackUrl('HTTPS://CORPORATE.EXAMPLE.COM/a', origin, [partner])).toBe('https://corporate.example.com/a');
    expect(safeCallbackUrl('https://corporate.example.com.evil.com/', origin, [partner])).toBe('/');
    expect(safeCallbackUrl('https://user@corporate.example.com/', origin, [partner])).toBe('/');
    expect(safeCallbackUrl('http://corporate.example.com/', origin, [partner])).toBe('/');
    expect(safeCallbackUrl('https://corporate.example.com/a', origin)).toBe('/');
  });

  const attacks = [
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    '/.//evil.com',
    'https://evil.com',
    'https://evil.com/path',
    'HTTPS://EVIL.COM',
    'https:evil.com',
    'https:/evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '%2F%2Fevil.com',
    '/%2F%2Fevil.com',
    '/%2f/evil.com',
    '/%5Cevil.com',
    ' /khach-san',
    '/khach-san ',
    '\t/khach-san',
    '/khach-san\n',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    '/x\u0000//evil.com',
    '/x\u007f',
    '/\u00a0/evil.com',
    '/\u2028/evil.com',
    'http://localhost:3000@evil.com',
    'http://evil.com@localhost:3000/x',
    'http://user:pass@localhost:3000/x',
    'http://localhost:3000.evil.com/',
    'http://localhost:1/x',
    'https://localhost:3000/x',
    'ftp://localhost:3000/x',
    'khach-san',
    '',
    `/${'a'.repeat(5000)}`,
  ];

  it.each(attacks)('sends %j home', (attack) => {
    expect(safeCallbackUrl(attack, origin, [partner])).toBe('/');
  });

  it('sends a missing callback home', () => {
    expect(safeCallbackUrl(null, origin)).toBe('/');
  });
});
