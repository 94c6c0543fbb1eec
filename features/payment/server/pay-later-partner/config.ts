import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { internalOrigin, siteUrl } from '@/lib/env/site';
import { derivedSecret } from '@/lib/security/access-token';
import { SANDBOX_PATHS } from '@/lib/paths/site-map';

const trim = (url: string) => url.replace(/\/+$/, '');

/** The partner's server API: PAY_LATER_URL, else the built-in sandbox partner on this server. */
export const partnerApiBase = () => {
  const configured = serverEnv().PAY_LATER_URL;
  return configured ? trim(configured) : `${internalOrigin()}${SANDBOX_PATHS.payLater}/api`;
};

/** Where the browser approves a payment: the partner's checkout page. */
export const partnerCheckoutUrl = () => {
  const configured = serverEnv().PAY_LATER_URL;
  return configured ? `${trim(configured)}/checkout` : `${siteUrl()}${SANDBOX_PATHS.payLater}/checkout`;
};

/** The shared key: the API's bearer credential and the HMAC key of checkout links and callbacks. */
export const partnerApiKey = () => serverEnv().PAY_LATER_API_KEY ?? derivedSecret('pay-later-sandbox');

/** Whether the built-in sandbox partner is the one in use. */
export const usesSandboxPartner = () => !serverEnv().PAY_LATER_URL;
