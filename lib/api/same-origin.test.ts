import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { assertSameOrigin } from './same-origin';

const post = (url: string, headers: Record<string, string>) => new NextRequest(url, { method: 'POST', headers });

describe('assertSameOrigin (CSRF)', () => {
  it('lets through reads, and writes that carry no cookie and name no origin (server to server)', () => {
    expect(() => assertSameOrigin(new NextRequest('http://localhost:3000/api/x', { headers: { cookie: 'accessToken=t' } }))).not.toThrow();
    expect(() => assertSameOrigin(post('http://localhost:3000/api/x', {}))).not.toThrow();
  });

  it('refuses a write without cookies from another site too (login CSRF)', () => {
    for (const origin of ['https://evil.example', 'null']) {
      expect(() => assertSameOrigin(post('http://localhost:3000/sso/api/login', { origin })), origin).toThrow(
        expect.objectContaining({ httpStatus: 403, errorCode: 'FORBIDDEN_ORIGIN' }),
      );
    }
    expect(() => assertSameOrigin(post('http://localhost:3000/sso/api/login', { origin: 'http://localhost:3000' }))).not.toThrow();
  });

  it('accepts a cookie-carrying write from the site, as configured or as the browser addressed it', () => {
    expect(() => assertSameOrigin(post('http://localhost:3000/api/x', { cookie: 'a=1', origin: 'http://localhost:3000' }))).not.toThrow();
    expect(() =>
      assertSameOrigin(post('http://127.0.0.1:3456/api/x', { cookie: 'a=1', host: '127.0.0.1:3456', origin: 'http://127.0.0.1:3456' })),
    ).not.toThrow();
  });

  it('refuses a cookie-carrying write without an Origin, with "null", or from another site (403 FORBIDDEN_ORIGIN)', () => {
    for (const origin of [undefined, 'null', 'https://evil.example', 'http://localhost:3001', 'http://localhost:3000.evil.example']) {
      const headers: Record<string, string> = { cookie: 'accessToken=t', host: 'localhost:3000', ...(origin ? { origin } : {}) };
      expect(() => assertSameOrigin(post('http://localhost:3000/api/x', headers)), String(origin)).toThrow(
        expect.objectContaining({ httpStatus: 403, errorCode: 'FORBIDDEN_ORIGIN' }),
      );
    }
  });
});
