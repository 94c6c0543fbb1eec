import 'server-only';
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt password hashes stored as "salt:hash" (hex; 16-byte salt, 64-byte key, Node defaults N=16384). */
const KEY_LENGTH = 64;

export function hashPassword(password: string, saltHex: string = randomBytes(16).toString('hex')): string {
  const hash = scryptSync(password, Buffer.from(saltHex, 'hex'), KEY_LENGTH);
  return `${saltHex}:${hash.toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [saltHex, hashHex] = stored.split(':');
  if (!saltHex || !hashHex || hashHex.length !== KEY_LENGTH * 2) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), KEY_LENGTH);
  return timingSafeEqual(expected, actual);
}
