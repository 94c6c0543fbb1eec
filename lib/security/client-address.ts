import 'server-only';
import { serverEnv } from '@/lib/env/server';

/**
 * The client's address for rate limits: the X-Forwarded-For hop TRUSTED_PROXY_HOPS from the end. The
 * production server (server.ts) appends the address that connected to it, as a proxy does, so 0 is that
 * address and 1 is what the one proxy in front saw; earlier hops are the client's own claim and not read.
 * No header (next dev): one shared key.
 */
export function clientAddress(request: Request): string {
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const hop = hops[hops.length - 1 - serverEnv().TRUSTED_PROXY_HOPS];
  return hop ? hop.slice(0, 64) : 'unknown';
}
