import { afterEach, describe, expect, it } from 'vitest';
import { resetServerEnvCache, serverEnv } from './server';

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
});
