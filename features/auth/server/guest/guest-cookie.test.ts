import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { apiError } from '@/lib/api/errors';
import { route } from '@/lib/api/route';
import { guestKeyHash, guestTokenOf, newGuestToken, setGuestCookie } from './guest-cookie';

const requestWith = (cookie?: string) => new NextRequest('http://localhost/api/x', { headers: cookie ? { cookie } : {} });

/** The Set-Cookie a handler's answer carries when it asked for the guest cookie. */
async function issued(token: string, status = 201): Promise<string | null> {
  const handler = route({
    successStatus: 201,
    handler: async ({ respond }) => {
      setGuestCookie(respond, token);
      if (status === 409) throw apiError('EMAIL_TAKEN');
      return {};
    },
  });
  return (await handler(requestWith(), { params: Promise.resolve({}) })).headers.get('set-cookie');
}

describe('guest booking cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, 30 days, and only set on a success', async () => {
    const header = await issued('token-1');
    expect(header).toMatch(/^bookingGuest=token-1\.[\w-]+;/);
    const attributes = header!
      .split('; ')
      .slice(1)
      .map((a) => a.toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'max-age=2592000', 'httponly', 'samesite=lax']));
    expect(attributes).not.toContain('secure');
    expect(await issued('token-1', 409)).toBeNull();
  });

  it('reads back only a cookie this server signed', async () => {
    const pair = (await issued('token-2'))!.split(';')[0]!;
    expect(guestTokenOf(requestWith(pair))).toBe('token-2');
    const [name, value] = pair.split('=') as [string, string];
    const [token, mac] = value.split('.') as [string, string];
    expect(guestTokenOf(requestWith(`${name}=other.${mac}`))).toBeNull();
    expect(guestTokenOf(requestWith(`${name}=${token}.${mac.slice(0, -2)}xx`))).toBeNull();
    expect(guestTokenOf(requestWith(`${name}=${token}`))).toBeNull();
    expect(guestTokenOf(requestWith(`${name}=.${mac}`))).toBeNull();
    expect(guestTokenOf(requestWith())).toBeNull();
  });

  it('makes a random token every time and keeps only its sha256', () => {
    expect(newGuestToken()).not.toBe(newGuestToken());
    expect(newGuestToken()).toMatch(/^[\w-]{43}$/);
    expect(guestKeyHash('t')).toMatch(/^[0-9a-f]{64}$/);
  });
});
