import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as logoutRoute from '@/app/api/v2-user/logout/route';
import * as profileRoute from '@/app/api/v2-user/profile/route';
import * as revokeAllRoute from '@/app/api/v2-user/sessions/revoke-all/route';
import { queryRows } from '@/lib/db/client';
import { siteUrl } from '@/lib/env/site';
import { startApiServer } from '../helpers/api-server';
import { installSsoStandIn } from '../helpers/sso-stand-in';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let sso: ReturnType<typeof installSsoStandIn>;
let api: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  database = await createTestDatabase({ hotels: 0 });
  sso = installSsoStandIn();
  api = await startApiServer({
    '/api/v2-user/profile': profileRoute,
    '/api/v2-user/logout': logoutRoute,
    '/api/v2-user/sessions/revoke-all': revokeAllRoute,
  });
});
afterAll(async () => {
  await api.close();
  sso.uninstall();
  await database.drop();
});

const call = (path: string, init: { method?: string; cookie?: string; origin?: string | null; body?: unknown } = {}) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.origin !== null && init.method && init.method !== 'GET') headers.origin = init.origin ?? new URL(siteUrl()).origin;
  return fetch(`${api.url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
};
const row = async (id: number) =>
  (await queryRows(database.handle.db, sql`select first_name, last_name, gender, phone from users where id = ${id}`))[0];

describe(`account profile and sessions [${process.env.TEST_DB_KIND}]`, () => {
  it('answers the spec-3 user for a live session and 401 without one', async () => {
    const { cookie } = await sso.signIn({ userId: 701, email: 'an@example.com', firstName: 'An', lastName: 'Nguyễn' });
    const response = await call('/api/v2-user/profile', { cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; data: Record<string, unknown> };
    expect(body.status).toBe('success');
    expect(body.data).toMatchObject({
      user_id: 701,
      first_name: 'An',
      last_name: 'Nguyễn',
      email: 'an@example.com',
      gender: null,
      business_role: null,
    });
    expect(new Date(String(body.data.expired_at)).getTime() - Date.now()).toBeGreaterThan(4 * 86_400_000 - 60_000);
    expect(response.headers.get('cache-control')).toContain('no-store');

    const anonymous = await call('/api/v2-user/profile');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ status: 'error', error_code: 'UNAUTHORIZED' });
    expect((await call('/api/v2-user/profile', { cookie: 'accessToken=forged.token.value' })).status).toBe(401);
  });

  it('edits the profile: trimmed names, the phone stored as +84', async () => {
    const { cookie } = await sso.signIn({ userId: 702 });
    const response = await call('/api/v2-user/profile', {
      method: 'PATCH',
      cookie,
      body: { first_name: '  Thị Mai ', last_name: 'Trần', gender: 'female', phone: '090 123 4567' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown }).data).toMatchObject({
      first_name: 'Thị Mai',
      last_name: 'Trần',
      gender: 'female',
      phone: '+84901234567',
    });
    expect(await row(702)).toEqual({ first_name: 'Thị Mai', last_name: 'Trần', gender: 'female', phone: '+84901234567' });
  });

  it.each([
    ['a bad phone', { first_name: 'A', last_name: 'B', gender: 'male', phone: '12345' }, 'phone'],
    ['an empty name', { first_name: '   ', last_name: 'B', gender: 'male', phone: '0901234567' }, 'first_name'],
    ['a long name', { first_name: 'x'.repeat(51), last_name: 'B', gender: 'male', phone: '0901234567' }, 'first_name'],
    ['a control character', { first_name: 'A\u0007', last_name: 'B', gender: 'male', phone: '0901234567' }, 'first_name'],
    ['an unknown gender', { first_name: 'A', last_name: 'B', gender: 'x', phone: '0901234567' }, 'gender'],
    ['an extra field', { first_name: 'A', last_name: 'B', gender: 'male', phone: '0901234567', email: 'x@y.z' }, '(root)'],
    ['a missing field', { first_name: 'A', last_name: 'B', gender: 'male' }, 'phone'],
    ['a number for a name', { first_name: 5, last_name: 'B', gender: 'male', phone: '0901234567' }, 'first_name'],
  ])('is a 400 with field errors and writes nothing for %s', async (_label, body, field) => {
    const { cookie } = await sso.signIn({ userId: 703, firstName: 'Gốc', lastName: 'Tên' });
    await call('/api/v2-user/profile', { cookie });
    const before = await row(703);
    const response = await call('/api/v2-user/profile', { method: 'PATCH', cookie, body });
    expect(response.status).toBe(400);
    const envelope = (await response.json()) as { status: string; errors: { path: string; message: string }[] };
    expect(envelope.status).toBe('error');
    expect(envelope.errors.map((error) => error.path)).toContain(field);
    expect(await row(703)).toEqual(before);
  });

  it('refuses a cookie-carrying write with a missing or foreign Origin (403, nothing written)', async () => {
    const { cookie } = await sso.signIn({ userId: 704, firstName: 'Gốc' });
    await call('/api/v2-user/profile', { cookie });
    const body = { first_name: 'Kẻ', last_name: 'Gian', gender: 'male', phone: '0901234567' };
    for (const origin of [null, 'https://evil.example']) {
      const response = await call('/api/v2-user/profile', { method: 'PATCH', cookie, body, origin });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error_code: 'FORBIDDEN_ORIGIN' });
    }
    expect(await row(704)).toMatchObject({ first_name: 'Gốc' });
    const logout = await call('/api/v2-user/logout', { method: 'POST', cookie, origin: 'https://evil.example' });
    expect(logout.status).toBe(403);
    expect(logout.headers.get('set-cookie')).toBeNull();
    expect((await call('/api/v2-user/profile', { cookie })).status).toBe(200);
  });

  it('logs out: the cookie is cleared with its attributes and the next profile call is a 401', async () => {
    const { cookie } = await sso.signIn({ userId: 705 });
    expect((await call('/api/v2-user/profile', { cookie })).status).toBe(200);
    const response = await call('/api/v2-user/logout', { method: 'POST', cookie });
    expect(response.status).toBe(200);
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^accessToken=;/);
    expect(setCookie).toMatch(/Max-Age=0/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    expect(sso.requests).toContain('POST /sso/api/logout');
    expect((await call('/api/v2-user/profile', { cookie })).status).toBe(401);
  });

  it('logs out with 200 and a cleared cookie when already signed out', async () => {
    for (const cookie of [undefined, 'accessToken=forged.token.value']) {
      const response = await call('/api/v2-user/logout', { method: 'POST', cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toMatch(/^accessToken=;.*Max-Age=0/i);
    }
  });

  it('signs out of all devices: the other device is a 401 too', async () => {
    const here = await sso.signIn({ userId: 706 });
    const there = await sso.signIn({ userId: 706 });
    const someoneElse = await sso.signIn({ userId: 707 });
    for (const device of [here, there, someoneElse])
      expect((await call('/api/v2-user/profile', { cookie: device.cookie })).status).toBe(200);
    const response = await call('/api/v2-user/sessions/revoke-all', { method: 'POST', cookie: here.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^accessToken=;.*Max-Age=0/i);
    expect((await call('/api/v2-user/profile', { cookie: here.cookie })).status).toBe(401);
    expect((await call('/api/v2-user/profile', { cookie: there.cookie })).status).toBe(401);
    expect((await call('/api/v2-user/profile', { cookie: someoneElse.cookie })).status).toBe(200);
    expect((await call('/api/v2-user/sessions/revoke-all', { method: 'POST' })).status).toBe(401);
  });
});
