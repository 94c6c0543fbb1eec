import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { derivedSecret } from '@/lib/security/access-token';
import { sha256Hex } from '@/lib/security/sha256';

/** A confirm link's token: 32 random bytes, base64url (43 characters); only its sha256 is stored. */
export const newConfirmToken = (): string => randomBytes(32).toString('base64url');

/**
 * An address's unsubscribe token: the same in every mail ever sent to it (an HMAC of the address under a key
 * derived from AUTH_TOKEN_SECRET), so the link of any newsletter mail keeps working; only its sha256 is stored.
 */
export const unsubscribeTokenOf = (email: string): string =>
  createHmac('sha256', derivedSecret('newsletter-unsubscribe')).update(email).digest('base64url');

export const tokenHash = (token: string): string => sha256Hex(token);
