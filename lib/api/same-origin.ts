import 'server-only';
import type { NextRequest } from 'next/server';
import { serverEnv } from '@/lib/env/server';
import { siteUrl } from '@/lib/env/site';
import { apiError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin the browser addressed: its Host header (Next's nextUrl turns 127.0.0.1 into localhost). */
function addressedOrigin(request: NextRequest): string | null {
  const host = request.headers.get('host');
  if (!host) return null;
  try {
    return new URL(`${request.nextUrl.protocol}//${host}`).origin;
  } catch {
    return null;
  }
}

/** This site's origins for a request: as configured (SITE_URL) and as the browser addressed it. */
export function siteOriginsOf(request: NextRequest): string[] {
  const addressed = addressedOrigin(request);
  return [...new Set([new URL(siteUrl()).origin, request.nextUrl.origin, ...(addressed ? [addressed] : [])])];
}

/** The origins a state-changing, cookie-carrying request may come from: this site and SSO_ALLOWED_ORIGINS. */
function allowedOrigins(request: NextRequest): Set<string> {
  return new Set([...siteOriginsOf(request), ...serverEnv().SSO_ALLOWED_ORIGINS.map((o) => new URL(o).origin)]);
}

/**
 * CSRF guard (docs/architecture.md, "Security"): a state-changing request that carries cookies must name an allowed
 * `Origin`; a missing, `null` or foreign one is a 403. A write without cookies may omit `Origin`
 * (server-to-server calls with a bearer token), but one that names a foreign origin is refused too: a
 * page elsewhere must not sign a visitor in to an account of its choosing (login CSRF).
 */
export function assertSameOrigin(request: NextRequest): void {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  const origin = request.headers.get('origin');
  if (!request.headers.get('cookie') && origin === null) return;
  if (!origin || origin === 'null' || !allowedOrigins(request).has(origin)) throw apiError('FORBIDDEN_ORIGIN');
}
