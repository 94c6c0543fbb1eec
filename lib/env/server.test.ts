import { afterEach, describe, expect, it } from 'vitest';
import { resetServerEnvCache, serverEnv } from './server';
import { assertSiteUrlForProduction, siteUrl } from './site';

describe('serverEnv', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetServerEnvCache();
  });

  it('applies defaults and treats empty values as unset', () => {
    process.env.DATABASE_URL = '';
    process.env.AUTO_SEED = '';
    resetServerEnvCache();
    const env = serverEnv();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AUTO_SEED).toBeUndefined();
    expect(env.PGLITE_DATA_DIR).toBe('.data/pglite');
    expect(env.SSO_BASE_URL).toBe('/sso');
    expect(env.SEED_HOTELS).toBe(10_000);
  });

  it('refuses a malformed value and names it', () => {
    process.env.DATABASE_URL = 'not a url';
    process.env.SEED_HOTELS = '-3';
    resetServerEnvCache();
    expect(() => serverEnv()).toThrow(/DATABASE_URL.*SEED_HOTELS|SEED_HOTELS.*DATABASE_URL/);
  });

  it('takes the site origin from SITE_URL, else from the port the server listens on', () => {
    delete process.env.SITE_URL;
    process.env.PORT = '3107';
    resetServerEnvCache();
    expect(siteUrl()).toBe('http://localhost:3107');
    delete process.env.PORT;
    expect(siteUrl()).toBe('http://localhost:3000');
    process.env.SITE_URL = 'https://www.example.vn/';
    resetServerEnvCache();
    expect(siteUrl()).toBe('https://www.example.vn');
  });

  it('refuses to start a production server without SITE_URL, but lets the build and development run', () => {
    expect(() => assertSiteUrlForProduction({ NODE_ENV: 'production' })).toThrow(/SITE_URL is not set/);
    expect(() => assertSiteUrlForProduction({ NODE_ENV: 'production', SITE_URL: '' })).toThrow(/SITE_URL is not set/);
    expect(() => assertSiteUrlForProduction({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).not.toThrow();
    expect(() => assertSiteUrlForProduction({ NODE_ENV: 'production', SITE_URL: 'https://www.example.vn' })).not.toThrow();
    expect(() => assertSiteUrlForProduction({ NODE_ENV: 'development' })).not.toThrow();
  });
});
