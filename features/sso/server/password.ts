import 'server-only';
import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id password hashes as PHC strings (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`): the library's
 * defaults, which are OWASP's recommended minimum. The parameters travel inside the string, so raising them
 * later still verifies the old hashes.
 */
export function hashPassword(password: string, salt?: Uint8Array): Promise<string> {
  return hash(password, salt ? { salt } : undefined);
}

/** false for a wrong password and for anything that is not an Argon2 hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
