import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacHex = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

/** Constant-time comparison of a hex signature with the expected one. */
export function signatureMatches(key: string, text: string, signature: string | null | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(hmacHex(key, text), 'hex'), Buffer.from(signature, 'hex'));
}

/** The checkout link's parameters in a fixed order, the text its signature covers. */
export const CHECKOUT_PARAMS = ['txn', 'order', 'amount', 'phone', 'expires', 'return'] as const;
export type CheckoutParams = Record<(typeof CHECKOUT_PARAMS)[number], string>;
export const checkoutText = (params: CheckoutParams) => CHECKOUT_PARAMS.map((k) => `${k}=${params[k]}`).join('&');

/** Callback (and refund) headers: `timestamp.body` signed, like a webhook; older than this is refused. */
const CALLBACK_MAX_AGE_SECONDS = 300;
const TIMESTAMP_HEADER = 'x-paylater-timestamp';
const SIGNATURE_HEADER = 'x-paylater-signature';
export const signedBodyHeaders = (key: string, body: string, now: Date = new Date()) => {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: hmacHex(key, `${timestamp}.${body}`) };
};

/** A signed body's headers are good: a fresh timestamp (either way) and a matching signature. */
export function signedBodyValid(key: string, body: string, headers: Headers, now: Date = new Date()): boolean {
  const timestamp = headers.get(TIMESTAMP_HEADER) ?? '';
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > CALLBACK_MAX_AGE_SECONDS) return false;
  return signatureMatches(key, `${timestamp}.${body}`, headers.get(SIGNATURE_HEADER));
}

/** What the partner appends to the return URL so the page can say what happened (display only). */
export const returnText = (txn: string, outcome: string) => `${txn}.${outcome}`;
