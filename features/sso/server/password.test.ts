import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing (Argon2id)', () => {
  it('stores an Argon2id hash that verifies the password and nothing else', async () => {
    const stored = await hashPassword('Demo@12345');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('Demo@12345', stored)).toBe(true);
    expect(await verifyPassword('demo@12345', stored)).toBe(false);
  });

  it('refuses what is not an Argon2 hash (an old scrypt "salt:hash", garbage, empty)', async () => {
    expect(await verifyPassword('Demo@12345', `${'ab'.repeat(16)}:${'cd'.repeat(64)}`)).toBe(false);
    expect(await verifyPassword('Demo@12345', 'garbage')).toBe(false);
    expect(await verifyPassword('Demo@12345', '')).toBe(false);
  });

  it('salts every hash, and a given salt gives the same hash (the seed stays deterministic)', async () => {
    const salt = new Uint8Array(16).fill(7);
    expect(await hashPassword('x', salt)).toBe(await hashPassword('x', salt));
    expect(await hashPassword('x')).not.toBe(await hashPassword('x'));
  });
});
