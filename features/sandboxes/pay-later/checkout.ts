import 'server-only';
import { internalOrigin, siteUrl } from '@/lib/env/site';
import { logger } from '@/lib/logger';
import {
  partnerApiKey,
  CHECKOUT_PARAMS,
  checkoutText,
  hmacHex,
  returnText,
  signatureMatches,
  signedBodyHeaders,
  type CheckoutParams,
} from '@/features/payment/server';
import { accountByPhone, allowed, charge, type SandboxAccount } from './accounts';

type Callback = (url: string, init: RequestInit) => Promise<Response>;
const viaFetch: Callback = (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(8000) });
let callbackTransport: Callback = viaFetch;

/** Tests receive the partner's callback without a running site. */
export function setPayLaterCallbackTransport(next: Callback | null): void {
  callbackTransport = next ?? viaFetch;
}

export type CheckoutView =
  { ok: true; params: CheckoutParams; sig: string; account: SandboxAccount | null } | { ok: false; reason: 'signature' | 'expired' };

/** A checkout link as the partner reads it: signed with the shared key, not past its expiry. */
export async function readCheckout(query: Record<string, string | undefined>, now: Date = new Date()): Promise<CheckoutView> {
  const params = Object.fromEntries(CHECKOUT_PARAMS.map((k) => [k, query[k] ?? ''])) as CheckoutParams;
  if (!signatureMatches(partnerApiKey(), checkoutText(params), query.sig)) return { ok: false, reason: 'signature' };
  if (Number(params.expires) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, params, sig: query.sig!, account: await accountByPhone(params.phone) };
}

/** Only back to this site: a signed link names it, but a redirect target is checked anyway. */
function returnTo(params: CheckoutParams, outcome: string): string {
  const url = new URL(params.return, siteUrl());
  if (url.origin !== new URL(siteUrl()).origin) return siteUrl();
  url.searchParams.set('pl_outcome', outcome);
  url.searchParams.set('pl_sig', hmacHex(partnerApiKey(), returnText(params.txn, outcome)));
  return url.toString();
}

/**
 * The member's decision on the checkout page: an approval spends the limit (refused when it would overdraw it),
 * then the partner tells the site with a signed callback and sends the browser back. Returns where to go.
 */
export async function completeCheckout(
  form: Record<string, string | undefined>,
  now: Date = new Date(),
): Promise<{ ok: false; reason: string } | { ok: true; location: string }> {
  const view = await readCheckout(form, now);
  if (!view.ok) return { ok: false, reason: view.reason };
  const { params } = view;
  const amount = Number(params.amount);
  let outcome: 'succeeded' | 'failed' | 'cancelled' = 'cancelled';
  if (form.decision === 'approve')
    outcome = view.account && allowed(view.account) && (await charge(params.phone, amount)) ? 'succeeded' : 'failed';
  const body = JSON.stringify({
    txnRef: params.txn,
    amountVnd: amount,
    outcome,
    providerTxnNo: outcome === 'succeeded' ? `PL${params.txn}` : null,
  });
  try {
    const response = await callbackTransport(`${internalOrigin()}/api/payment-service/pay-later/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedBodyHeaders(partnerApiKey(), body, 'callback', now) },
      body,
    });
    if (!response.ok) logger().warn({ status: response.status, txn: params.txn }, 'pay-later sandbox callback refused');
  } catch (error) {
    logger().warn({ err: error, txn: params.txn }, 'pay-later sandbox callback failed');
  }
  return { ok: true, location: returnTo(params, outcome) };
}
