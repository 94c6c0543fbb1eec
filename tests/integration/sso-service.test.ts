import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetSessions, requireUser, setSsoTransport } from '@/features/auth/server';
import { mailsSent, resetSignInLimits, setSsoClock } from '@/features/sso/server';
import * as forgotRoute from '@/app/sso/api/forgot-password/route';
import * as loginRoute from '@/app/sso/api/login/route';
import * as logoutRoute from '@/app/sso/api/logout/route';
import * as registerRoute from '@/app/sso/api/register/route';
import * as resetRoute from '@/app/sso/api/reset-password/route';
import * as revokeAllRoute from '@/app/sso/api/sessions/revoke-all/route';
import * as sessionRoute from '@/app/sso/api/session/route';
import { queryRows } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer, type Routes } from '../helpers/api-server';
import { smtpSink } from '../helpers/smtp-sink';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const routes: Routes = {
  '/sso/api/register': registerRoute,
  '/sso/api/login': loginRoute,
  '/sso/api/logout': logoutRoute,
  '/sso/api/session': sessionRoute,
  '/sso/api/sessions/revoke-all': revokeAllRoute,
  '/sso/api/forgot-password': forgotRoute,
  '/sso/api/reset-password': resetRoute,
};

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let ipCounter = 0;
/** The site's origin (SITE_URL, unset in tests: http://localhost:<PORT or 3000>): the one a cookie-carrying write may come from. */
const SITE_ORIGIN = new URL(process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).origin;

beforeAll(async () => {
  database = await createTestDatabase({ hotels: 0 });
  api = await startApiServer(routes);
});
afterAll(async () => {
  await api.close();
  await database.drop();
});
beforeEach(async () => {
  await resetSignInLimits();
});
afterEach(() => {
  setSsoClock(null);
});

type Answer = {
  status: number;
  body: {
    status: string;
    data?: Record<string, unknown>;
    message?: string;
    error_code?: string;
    errors?: { path: string; message: string }[];
  };
  headers: Headers;
};

/** A JSON call; a fresh client address each time unless one is given, so the per-address limit stays out of the way. */
async function call(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; raw?: string } = {},
): Promise<Answer> {
  ipCounter += 1;
  const response = await fetch(`${api.url}${path}`, {
    method: init.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
      ...init.headers,
    },
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'], headers: response.headers };
}

function tokenOf(answer: Answer): string {
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('accessToken='));
  const token = cookie?.split(';')[0]?.slice('accessToken='.length);
  if (!token) throw new Error('no session cookie');
  return token;
}

const introspect = (token: string) => call('/sso/api/session', { method: 'GET', headers: { authorization: `Bearer ${token}` } });
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  call('/sso/api/login', { body: { email, password }, headers });
const count = async (table: string) =>
  (await queryRows<{ n: number }>(database.handle.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

const newAccount = (email: string) => ({ email, password: 'Hanoi-Pho-2026', first_name: 'Lan', last_name: 'Phạm', phone: '0912 345 678' });

describe(`the sign-on service [${process.env.TEST_DB_KIND}]`, () => {
  it('registers, signs in at once, and introspects the session with the protocol fields', async () => {
    const answer = await call('/sso/api/register', { body: { ...newAccount('Lan.Pham@Example.com'), callbackUrl: '/khach-san?x=1' } });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toEqual({ redirect_to: '/khach-san?x=1' });
    const session = await introspect(tokenOf(answer));
    expect(session.status).toBe(200);
    expect(session.body.data).toMatchObject({ email: 'lan.pham@example.com', first_name: 'Lan', last_name: 'Phạm', phone: '+84912345678' });
    expect(session.body.data!.user_id).toBeGreaterThan(3);
    expect(new Date(String(session.body.data!.expired_at)).getTime() - Date.now()).toBeGreaterThan(4 * 86_400_000 - 60_000);
  });

  it('refuses an email already registered, in any case, with a field message', async () => {
    const answer = await call('/sso/api/register', { body: newAccount('DEMO@example.COM') });
    expect(answer.status).toBe(409);
    expect(answer.body.error_code).toBe('EMAIL_TAKEN');
    expect(answer.body.errors?.[0]?.path).toBe('email');
  });

  it('answers bad bodies with 400 and field messages (English with lang=en), and writes nothing', async () => {
    const before = await count('sso_accounts');
    const weak = await call('/sso/api/register', { body: { ...newAccount('a@b.vn'), password: 'password123', phone: '0212345678' } });
    expect(weak.status).toBe(400);
    expect(weak.body.errors?.map((e) => e.path).sort()).toEqual(['password', 'phone']);
    expect(weak.body.errors?.find((e) => e.path === 'password')?.message).toMatch(/phổ biến/);
    const short = await call('/sso/api/register?lang=en', { body: { ...newAccount('x'), password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Please enter a valid email' },
        { path: 'password', message: 'The password needs at least 8 characters' },
      ]),
    );
    for (const raw of ['{', '[]', 'null', '"x"', JSON.stringify({ email: 1 })]) {
      const answer = await call('/sso/api/register', { raw });
      expect(answer.status, raw).toBe(400);
    }
    expect((await call('/sso/api/login', { raw: '{"email":"demo@example.com"}' })).status).toBe(400);
    expect((await call('/sso/api/forgot-password', { raw: '{"email":"nope"}' })).status).toBe(400);
    expect((await call('/sso/api/reset-password', { raw: '{"token":"short","password":"x"}' })).status).toBe(400);
    expect(await count('sso_accounts')).toBe(before);
    expect(await count('mail_outbox')).toBe(0);
  });

  it('refuses a body over 64 KB with 413 before reading it all, as every API route does', async () => {
    const before = await count('sso_accounts');
    const big = JSON.stringify({ ...newAccount('big@b.vn'), first_name: 'x'.repeat(70 * 1024) });
    const answer = await call('/sso/api/register', { raw: big });
    expect(answer.status).toBe(413);
    expect(answer.body.error_code).toBe('PAYLOAD_TOO_LARGE');
    expect((await call('/sso/api/login', { raw: big })).status).toBe(413);
    expect(await count('sso_accounts')).toBe(before);
  });

  it('signs in the seeded demo account and sets the cookie HttpOnly, SameSite=Lax, Path=/, 4 days', async () => {
    const answer = await call('/sso/api/login', {
      body: { email: 'Demo@Example.com', password: 'Demo@12345', callbackUrl: 'https://evil.com' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ redirect_to: '/' });
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('accessToken='))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=345600/);
    expect(cookie).not.toMatch(/; Secure/i);
    expect(cookie).not.toMatch(/; Domain=/i);
    expect((await introspect(tokenOf(answer))).body.data).toMatchObject({ user_id: 1, email: 'demo@example.com' });
  });

  it('names Domain when AUTH_COOKIE_DOMAIN is set and Secure under NODE_ENV=production', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      AUTH_COOKIE_DOMAIN: '.travel.example',
      NODE_ENV: 'production',
      AUTH_TOKEN_SECRET: 'x'.repeat(40),
      SITE_URL: api.url,
    });
    resetServerEnvCache();
    try {
      const cookie = (await login('demo@example.com', 'Demo@12345')).headers.getSetCookie()[0]!;
      expect(cookie).toMatch(/; Domain=\.travel\.example/i);
      expect(cookie).toMatch(/; Secure/i);
    } finally {
      for (const key of ['AUTH_COOKIE_DOMAIN', 'AUTH_TOKEN_SECRET', 'SITE_URL']) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, { NODE_ENV: saved.NODE_ENV });
      resetServerEnvCache();
    }
  });

  it('gives an unknown email and a wrong password the same 401 and message', async () => {
    const wrong = await login('demo@example.com', 'Wrong@12345');
    const unknown = await login('nobody@example.com', 'Wrong@12345');
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.error_code).toBe('INVALID_CREDENTIALS');
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const english = await call('/sso/api/login?lang=en', { body: { email: 'nobody@example.com', password: 'x' } });
    expect(english.body.message).toBe('The email or password is not correct');
  });

  it('logs out with the cookie (same origin only), clears the cookie, and the session is then a 401', async () => {
    const token = tokenOf(await login('member2@example.com', 'Member@12345'));
    const cookie = `accessToken=${token}`;
    const noOrigin = await call('/sso/api/logout', { headers: { cookie } });
    expect(noOrigin.status).toBe(403);
    expect(noOrigin.body.error_code).toBe('FORBIDDEN_ORIGIN');
    expect((await call('/sso/api/logout', { headers: { cookie, origin: 'https://evil.com' } })).status).toBe(403);
    expect((await call('/sso/api/sessions/revoke-all', { headers: { cookie, origin: 'https://evil.com' } })).status).toBe(403);
    expect((await introspect(token)).status).toBe(200);
    const out = await call('/sso/api/logout', { headers: { cookie, origin: SITE_ORIGIN } });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()[0]).toMatch(/^accessToken=; .*Max-Age=0/);
    const after = await introspect(token);
    expect(after.status).toBe(401);
    expect(after.body.error_code).toBe('UNAUTHORIZED');
  });

  it('revoke-all ends every session of the user (Bearer or cookie)', async () => {
    const first = tokenOf(await login('business@example.com', 'Business@12345'));
    const second = tokenOf(await login('business@example.com', 'Business@12345'));
    const other = tokenOf(await login('demo@example.com', 'Demo@12345'));
    const answer = await call('/sso/api/sessions/revoke-all', { headers: { authorization: `Bearer ${first}` } });
    expect(answer.status).toBe(200);
    expect(answer.body.data!.revoked).toBeGreaterThanOrEqual(2);
    expect((await introspect(first)).status).toBe(401);
    expect((await introspect(second)).status).toBe(401);
    expect((await introspect(other)).status).toBe(200);
    expect((await call('/sso/api/sessions/revoke-all', { headers: { authorization: `Bearer ${first}` } })).status).toBe(401);
    const viaCookie = await call('/sso/api/sessions/revoke-all', { headers: { cookie: `accessToken=${other}`, origin: SITE_ORIGIN } });
    expect(viaCookie.status).toBe(200);
    expect((await introspect(other)).status).toBe(401);
  });

  it('a session is a 401 four days after sign-in, and a forged token always', async () => {
    const start = new Date('2026-11-20T08:00:00Z');
    setSsoClock(() => start);
    const token = tokenOf(await login('demo@example.com', 'Demo@12345'));
    setSsoClock(() => new Date('2026-11-24T07:59:58Z'));
    expect((await introspect(token)).status).toBe(200);
    setSsoClock(() => new Date('2026-11-24T08:00:00Z'));
    expect((await introspect(token)).status).toBe(401);
    setSsoClock(null);
    expect((await introspect(`${token.slice(0, -2)}xx`)).status).toBe(401);
    expect((await call('/sso/api/session', { method: 'GET' })).status).toBe(401);
  });
});

describe(`failed sign-ins are rate limited [${process.env.TEST_DB_KIND}]`, () => {
  it('per (account, address): the 11th attempt in 15 minutes is a 429 with Retry-After, even with the right password', async () => {
    // from many addresses the account is only slowed (tests/integration/sign-in-lockout.test.ts)
    const from = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 10; i += 1) expect((await login('member2@example.com', `Wrong-${i}-pass`, from)).status).toBe(401);
    const blocked = await login('member2@example.com', 'Member@12345', from);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error_code).toBe('TOO_MANY_ATTEMPTS');
    expect(blocked.body.message).toMatch(/thử lại sau 15 phút/);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // the same for an unknown email: nothing tells the two apart
    for (let i = 0; i < 10; i += 1) await login('ghost@example.com', 'Wrong-pass', { 'x-forwarded-for': '203.0.113.8' });
    expect((await login('ghost@example.com', 'Wrong-pass', { 'x-forwarded-for': '203.0.113.8' })).status).toBe(429);
  });

  it("a success clears the address's counter on the account", async () => {
    const from = { 'x-forwarded-for': '203.0.113.11' };
    for (let i = 0; i < 9; i += 1) await login('demo@example.com', 'Wrong-pass', from);
    expect((await login('demo@example.com', 'Demo@12345', from)).status).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await login('demo@example.com', 'Wrong-pass', from)).status).toBe(401);
    expect((await login('demo@example.com', 'Demo@12345', from)).status).toBe(200);
  });

  it('per address (first X-Forwarded-For hop): thirty failures on various emails block the address', async () => {
    const from = { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' };
    for (let i = 0; i < 30; i += 1) expect((await login(`user${i}@example.com`, 'Wrong-pass', from)).status).toBe(401);
    expect((await login('demo@example.com', 'Demo@12345', from)).status).toBe(429);
    expect((await login('demo@example.com', 'Demo@12345', { 'x-forwarded-for': '203.0.113.10' })).status).toBe(200);
  });
});

describe(`password reset [${process.env.TEST_DB_KIND}]`, () => {
  const outboxLinks = async () =>
    (
      await queryRows<{ to: string; body: string }>(
        database.handle.db,
        sql`select to_address as "to", text as body from mail_outbox where kind = 'sso_password_reset' order by id`,
      )
    ).map((row) => ({
      to: row.to,
      token: /\/sso\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(row.body)?.[1],
    }));

  it('answers the same for a known and an unknown email, and mails a link only for the known one', async () => {
    const known = await call('/sso/api/forgot-password', { body: { email: 'Member2@example.com' } });
    const unknown = await call('/sso/api/forgot-password', { body: { email: 'nobody@example.com' } });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(unknown.body).toEqual(known.body);
    const links = await outboxLinks();
    expect(links.map((l) => l.to)).toEqual(['member2@example.com']);
    expect(links[0]!.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('sets the new password once, signs out everywhere, and refuses a second use', async () => {
    const session = tokenOf(await login('member2@example.com', 'Member@12345'));
    const token = (await outboxLinks())[0]!.token!;
    const weak = await call('/sso/api/reset-password', { body: { token, password: '12345678' } });
    expect(weak.status).toBe(400);
    const done = await call('/sso/api/reset-password', { body: { token, password: 'Sao-Mai-2026' } });
    expect(done.status).toBe(200);
    expect((await introspect(session)).status).toBe(401);
    expect((await login('member2@example.com', 'Member@12345')).status).toBe(401);
    expect((await login('member2@example.com', 'Sao-Mai-2026')).status).toBe(200);
    const again = await call('/sso/api/reset-password', { body: { token, password: 'Another-2026' } });
    expect(again.status).toBe(400);
    expect(again.body.error_code).toBe('INVALID_RESET_TOKEN');
  });

  it('a link expires after 30 minutes', async () => {
    const asked = new Date('2026-11-20T08:00:00Z');
    setSsoClock(() => asked);
    await call('/sso/api/forgot-password', { body: { email: 'business@example.com', lang: 'en' } });
    const token = (await outboxLinks()).at(-1)!.token!;
    setSsoClock(() => new Date(asked.getTime() + 30 * 60_000));
    const late = await call('/sso/api/reset-password', { body: { token, password: 'Sao-Mai-2026', lang: 'en' } });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('This password reset link is not valid or has expired');
  });
  it('sends through SMTP_URL when set, recording a failure beside the mail (the answer stays the same)', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    resetServerEnvCache();
    try {
      const answer = await call('/sso/api/forgot-password', { body: { email: 'demo@example.com' } });
      expect(answer.status).toBe(200);
      // the mail leaves after the answer (its time must not tell a known email from an unknown one)
      await mailsSent();
      const [row] = await queryRows<{ sent_at: Date | null; error: string | null }>(
        database.handle.db,
        sql`select sent_at, last_error as error from mail_outbox where to_address = 'demo@example.com' order by id desc limit 1`,
      );
      expect(row!.sent_at).toBeNull();
      expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      delete process.env.SMTP_URL;
      resetServerEnvCache();
    }
  });

  it('a delivered mail leaves its link out of the database; the address, subject and time stay', async () => {
    const sink = await smtpSink();
    process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
    resetServerEnvCache();
    try {
      expect((await call('/sso/api/forgot-password', { body: { email: 'demo@example.com' } })).status).toBe(200);
      await mailsSent();
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]!.data).toMatch(/reset-password\?token=/);
      const [row] = await queryRows<{ sent_at: Date | null; subject: string; body: string }>(
        database.handle.db,
        sql`select sent_at, subject, text as body from mail_outbox where to_address = 'demo@example.com' order by id desc limit 1`,
      );
      expect(row!.sent_at).not.toBeNull();
      expect(row!.subject).not.toBe('');
      expect(row!.body).toBe('');
    } finally {
      delete process.env.SMTP_URL;
      resetServerEnvCache();
      await sink.close();
    }
  });
});

describe(`the site's side against the real service [${process.env.TEST_DB_KIND}]`, () => {
  afterAll(() => setSsoTransport(null));

  it('requireUser accepts a token from the service and refuses it after the service logs it out', async () => {
    // the site's sign-on client speaks HTTP; here its requests go straight to the service's route handlers
    setSsoTransport(async (url, init) => {
      const { pathname } = new URL(url);
      const routeModule = routes[pathname];
      const method = (init.method ?? 'GET') as 'GET' | 'POST';
      const handler = routeModule?.[method];
      if (!handler) return new Response(null, { status: 404 });
      return handler(new NextRequest(url, init as ConstructorParameters<typeof NextRequest>[1]), { params: Promise.resolve({}) });
    });
    const answer = await login('business@example.com', 'Business@12345');
    const token = tokenOf(answer);
    const siteRequest = new NextRequest('http://localhost/api/x', { headers: { cookie: `accessToken=${token}` } });
    const user = await requireUser(siteRequest);
    expect(user.userId).toBe(3);
    const out = await call('/sso/api/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(out.status).toBe(200);
    forgetSessions({ sessionId: user.sessionId });
    await expect(requireUser(siteRequest)).rejects.toMatchObject({ httpStatus: 401, errorCode: 'UNAUTHORIZED' });
  });
});
