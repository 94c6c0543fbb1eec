import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacSha256Hex = (key: string, text: string): string => createHmac('sha256', key).update(text, 'utf8').digest('hex');

/** Equal hex digests, compared in constant time and case-insensitively (not hex, or another length, is simply unequal). */
export function sameHex(expected: string, given: string | null | undefined): boolean {
  if (!given || !/^[0-9a-fA-F]+$/.test(given)) return false;
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A webhook-style signature: hex HMAC-SHA256 of "<timestamp>.<raw body>" (timestamp in Unix seconds). */
export const signTimestamped = (key: string, body: string, timestamp: string): string => hmacSha256Hex(key, `${timestamp}.${body}`);

/** Whether the signature covers this very body at a timestamp within `windowSeconds` of now, either way. */
export function verifyTimestamped(
  key: string,
  body: string,
  timestamp: string | null,
  signature: string | null,
  now: Date = new Date(),
  windowSeconds = 300,
): boolean {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > windowSeconds) return false;
  return sameHex(signTimestamped(key, body, timestamp), signature);
}
