import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetSessions, requireUser, userOfToken } from '@/features/auth/server';
import { queryRows } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { installSsoStandIn } from '../helpers/sso-stand-in';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let sso: ReturnType<typeof installSsoStandIn>;

beforeAll(async () => {
  database = await createTestDatabase({ hotels: 0 });
  sso = installSsoStandIn();
});
afterAll(async () => {
  sso.uninstall();
  await database.drop();
});

const request = (cookie?: string) => new NextRequest('http://localhost/api/x', { headers: cookie ? { cookie } : {} });

describe(`the session user [${process.env.TEST_DB_KIND}]`, () => {
  it('is the token user while the service calls the session live, and a profile row is made on first sight', async () => {
    const { cookie, sessionId } = await sso.signIn({ userId: 501, email: 'new@example.com', firstName: 'Bình', lastName: 'Trần' });
    const user = await requireUser(request(cookie));
    expect(user).toMatchObject({ userId: 501, sessionId });
    const rows = await queryRows(database.handle.db, sql`select email, first_name from users where id = 501`);
    expect(rows).toEqual([{ email: 'new@example.com', first_name: 'Bình' }]);
  });

  it('is a 401 without a cookie, with a forged token, after 4 days, and once the session is revoked', async () => {
    await expect(requireUser(request())).rejects.toMatchObject({ httpStatus: 401, errorCode: 'UNAUTHORIZED' });
    await expect(requireUser(request('accessToken=abc.def.ghi'))).rejects.toMatchObject({ httpStatus: 401 });
    // signed in a day ago (the sign-on service's own session is still live), read at the 4-day edge
    const day = 86_400_000;
    const signedAt = new Date(Math.floor((Date.now() - day) / 1000) * 1000);
    const at = (ms: number) => () => new Date(signedAt.getTime() + ms);
    const { token, sessionId } = await sso.signIn({ userId: 502 }, signedAt);
    expect(await userOfToken(token, { now: at(4 * day - 1000) })).not.toBeNull();
    expect(await userOfToken(token, { now: at(4 * day) })).toBeNull();
    sso.revoke(sessionId);
    forgetSessions({ sessionId });
    expect(await userOfToken(token, { now: at(day) })).toBeNull();
  });

  it('asks the service again after SSO_SESSION_CACHE_SECONDS (0: every time)', async () => {
    process.env.SSO_SESSION_CACHE_SECONDS = '0';
    resetServerEnvCache();
    try {
      const { token, sessionId } = await sso.signIn({ userId: 503 });
      expect(await userOfToken(token)).not.toBeNull();
      sso.revoke(sessionId);
      expect(await userOfToken(token)).toBeNull();
    } finally {
      delete process.env.SSO_SESSION_CACHE_SECONDS;
      resetServerEnvCache();
    }
  });
});
