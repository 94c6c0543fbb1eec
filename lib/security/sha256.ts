import 'server-only';
import { createHash } from 'node:crypto';

/** SHA-256 of a text as hex: what the database keeps instead of a secret (tokens), or a fingerprint. */
export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
