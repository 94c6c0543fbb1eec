import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { derivedSecret } from '@/lib/security/access-token';
import { signTimestamped, verifyTimestamped } from '@/lib/security/hmac';

/** BANK_WEBHOOK_SECRET, else a key derived from AUTH_TOKEN_SECRET (the built-in bank sandbox signs with the same). */
export const bankWebhookSecret = (): string => serverEnv().BANK_WEBHOOK_SECRET ?? derivedSecret('bank-webhook');

/** X-Bank-Signature: hex HMAC-SHA256 of "<timestamp>.<raw body>". */
export const bankSignature = (secret: string, timestamp: string, rawBody: string): string => signTimestamped(secret, rawBody, timestamp);

/** Whether the headers sign this very body, within 5 minutes either way (constant-time compare). */
export function bankSignatureValid(input: {
  secret: string;
  timestamp: string | null;
  signature: string | null;
  rawBody: string;
  now?: Date;
}): boolean {
  const { secret, timestamp, signature, rawBody, now = new Date() } = input;
  return verifyTimestamped(secret, rawBody, timestamp, signature, now);
}
