import 'server-only';
import { serverEnv } from './server';

/** The public origin used in canonical and hreflang links (no trailing slash). */
export function siteUrl(): string {
  return serverEnv().SITE_URL.replace(/\/+$/, '');
}
