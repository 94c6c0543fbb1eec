import 'server-only';
import { createHmac } from 'node:crypto';
import { serverEnv } from '@/lib/env/server';
import { derivedSecret } from '@/lib/security/access-token';
import { voucherCodeOf } from '../rules/voucher-code';

/** VOUCHER_CODE_SECRET, else derived from AUTH_TOKEN_SECRET like the order-link key (never the same bytes). */
const secret = () => serverEnv().VOUCHER_CODE_SECRET ?? derivedSecret('deal-voucher-code');

/**
 * The code of the `index`-th voucher a paid deal order issued: HMAC(secret, "<order code>:<index>") in Crockford
 * base32 (60 bits). Unguessable without the secret, the same every time, so the holder's page shows the codes
 * again while the table keeps only their sha256. The order code (random, unique) rather than its id: a
 * database restarted from empty never gives a new order an old order's codes.
 */
export function dealVoucherCode(orderNumber: string, index: number): string {
  return voucherCodeOf(createHmac('sha256', secret()).update(`${orderNumber}:${index}`).digest());
}
