import 'server-only';
import { hmacSha256Hex, sameHex, signTimestamped, verifyTimestamped } from '@/lib/security/hmac';

export const hmacHex = hmacSha256Hex;

/** Constant-time comparison of a hex signature with the expected one. */
export function signatureMatches(key: string, text: string, signature: string | null | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return sameHex(hmacHex(key, text), signature);
}

/** The checkout link's parameters in a fixed order, the text its signature covers. */
export const CHECKOUT_PARAMS = ['txn', 'order', 'amount', 'phone', 'expires', 'return'] as const;
export type CheckoutParams = Record<(typeof CHECKOUT_PARAMS)[number], string>;
export const checkoutText = (params: CheckoutParams) => CHECKOUT_PARAMS.map((k) => `${k}=${params[k]}`).join('&');

/**
 * Which way a signed body travels: our calls to the partner's API (`request`) or the partner's callback to us
 * (`callback`). Both are signed with the one API key, so the kind is part of the signed text: a body we sent can
 * never be replayed to us as a callback, nor a callback to the partner as a call, whatever their schemas accept.
 */
export type SignedBodyKind = 'request' | 'callback';

/** Call and callback headers: `timestamp.kind:body` signed, like a webhook (5 minutes either way). */
const TIMESTAMP_HEADER = 'x-paylater-timestamp';
const SIGNATURE_HEADER = 'x-paylater-signature';
export const signedBodyHeaders = (key: string, body: string, kind: SignedBodyKind, now: Date = new Date()) => {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signTimestamped(key, `${kind}:${body}`, timestamp) };
};

/** A signed body's headers are good for this kind: a fresh timestamp (either way) and a matching signature. */
export function signedBodyValid(key: string, body: string, headers: Headers, kind: SignedBodyKind, now: Date = new Date()): boolean {
  const signature = headers.get(SIGNATURE_HEADER);
  // the partner signs in lower-case hex
  if (signature !== null && !/^[0-9a-f]{64}$/.test(signature)) return false;
  return verifyTimestamped(key, `${kind}:${body}`, headers.get(TIMESTAMP_HEADER), signature, now);
}

/** What the partner appends to the return URL so the page can say what happened (display only). */
export const returnText = (txn: string, outcome: string) => `${txn}.${outcome}`;
