import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and rejects others', () => {
    const stored = hashPassword('Demo@12345');
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(verifyPassword('Demo@12345', stored)).toBe(true);
    expect(verifyPassword('demo@12345', stored)).toBe(false);
    expect(verifyPassword('Demo@12345', 'garbage')).toBe(false);
  });

  it('is deterministic for a given salt', () => {
    const salt = '00112233445566778899aabbccddeeff';
    expect(hashPassword('x', salt)).toBe(hashPassword('x', salt));
    expect(hashPassword('x')).not.toBe(hashPassword('x'));
  });
});
