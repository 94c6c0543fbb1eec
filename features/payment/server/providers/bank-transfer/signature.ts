import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverEnv } from '@/lib/env/server';
import { authTokenSecret } from '@/lib/security/access-token';

/** A notification is accepted within 5 minutes of its timestamp, either way. */
const BANK_SIGNATURE_WINDOW_SECONDS = 300;

/** BANK_WEBHOOK_SECRET, else a key derived from AUTH_TOKEN_SECRET (the built-in bank sandbox signs with the same). */
export const bankWebhookSecret = (): string => serverEnv().BANK_WEBHOOK_SECRET ?? createHmac('sha256', authTokenSecret()).update('bank-webhook').digest('hex');

/** X-Bank-Signature: hex HMAC-SHA256 of "<timestamp>.<raw body>". */
export const bankSignature = (secret: string, timestamp: string, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');

/** Whether the headers sign this very body, recently (constant-time compare). */
export function bankSignatureValid(input: { secret: string; timestamp: string | null; signature: string | null; rawBody: string; now?: Date }): boolean {
  const { secret, timestamp, signature, rawBody, now = new Date() } = input;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  if (Math.abs(Math.floor(now.getTime() / 1000) - Number(timestamp)) > BANK_SIGNATURE_WINDOW_SECONDS) return false;
  const expected = Buffer.from(bankSignature(secret, timestamp, rawBody), 'utf8');
  const given = Buffer.from(signature.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
