import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetSignInLimits } from '@/features/sso/server';
import * as loginRoute from '@/app/sso/api/login/route';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const ATTACKS = [
  '/.//evil.com',
  '//evil.com',
  '/\\evil.com',
  'https://evil.com/',
  'HTTPS://EVIL.COM',
  'https:evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '%2F%2Fevil.com',
  ' /en',
  '/en ',
  '/\t/evil.com',
  '/\n/evil.com',
  'http://SITE@evil.com',
  'http://user:pass@SITE/x',
  'http://SITE.evil.com/',
];

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  process.env.SSO_ALLOWED_ORIGINS = 'https://corporate.example.com';
  resetServerEnvCache();
  database = await createTestDatabase({ hotels: 0 });
  api = await startApiServer({ '/sso/api/login': loginRoute });
});
afterAll(async () => {
  delete process.env.SSO_ALLOWED_ORIGINS;
  resetServerEnvCache();
  await api.close();
  await database.drop();
});

async function redirectOf(callbackUrl: string): Promise<string> {
  await resetSignInLimits();
  const response = await fetch(`${api.url}/sso/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'Demo@12345', callbackUrl }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { redirect_to: string } }).data.redirect_to;
}

describe(`POST /sso/api/login: redirect_to stays on this site or an allow-listed one [${process.env.TEST_DB_KIND}]`, () => {
  it('sends every way out home', async () => {
    const site = 'localhost:3000';
    for (const attack of ATTACKS) expect(await redirectOf(attack.replaceAll('SITE', site)), JSON.stringify(attack)).toBe('/');
  });

  it("keeps this site's addresses (as paths) and SSO_ALLOWED_ORIGINS (absolute)", async () => {
    const siteOrigin = new URL(process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).origin;
    expect(await redirectOf(`${siteOrigin}/en?utm_source=test&x=đ#top`)).toBe('/en?utm_source=test&x=%C4%91#top');
    expect(await redirectOf('/khach-san/da-nang?nights=2')).toBe('/khach-san/da-nang?nights=2');
    expect(await redirectOf('https://corporate.example.com/trips')).toBe('https://corporate.example.com/trips');
  });
});
