import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { internalOrigin, sandboxesOn, siteUrl } from '@/lib/env/site';
import { derivedSecret } from '@/lib/security/access-token';

export const VNPAY_VERSION = '2.1.0';
/** The sandbox's pages and API (app/sandbox/vnpay). */
const VNPAY_SANDBOX_PAY_PATH = '/sandbox/vnpay/pay';
const VNPAY_SANDBOX_API_PATH = '/sandbox/vnpay/api/transaction';
/** Our IPN endpoint (built by the orders side), the address registered with VNPay. */
export const VNPAY_IPN_PATH = '/api/payment-service/vnpay/ipn';

/** VNPAY_HASH_SECRET, else a key derived from AUTH_TOKEN_SECRET (never the same bytes as the session key). */
export const vnpaySecret = (): string => serverEnv().VNPAY_HASH_SECRET ?? derivedSecret('vnpay-hash-secret');

export const vnpayTmnCode = (): string => serverEnv().VNPAY_TMN_CODE;

export const vnpayPayUrl = (): string => serverEnv().VNPAY_URL ?? `${siteUrl()}${VNPAY_SANDBOX_PAY_PATH}`;

export const vnpayApiUrl = (): string => serverEnv().VNPAY_API_URL ?? `${internalOrigin()}${VNPAY_SANDBOX_API_PATH}`;

/** The built-in VNPay sandbox answers only when sandboxes are on and no real gateway nor real secret is configured (it never signs with one). */
export const vnpaySandboxLive = (): boolean => sandboxesOn() && !serverEnv().VNPAY_URL && !serverEnv().VNPAY_HASH_SECRET;
