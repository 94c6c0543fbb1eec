import 'server-only';
import { siteUrl } from '@/lib/env/site';
import { orderPath } from '@/lib/paths/site-map';
import { signOrderToken } from './order-token';

/** The emailed order page address, absolute, with a signed `manage` token (cancel, invoice). */
export async function manageLink(orderCode: string, now: Date): Promise<string> {
  return `${siteUrl()}${orderPath(orderCode, await signOrderToken(orderCode, 'manage', now))}`;
}
