import 'server-only';
import type { NextRequest } from 'next/server';
import { serverEnv } from '@/lib/env/server';
import { siteOriginsOf } from '@/lib/api/same-origin';
import { safeCallbackUrl } from './safe-callback';

/** Where the browser goes after signing in: this site (as configured and as addressed) or an allow-listed origin. */
export function callbackTarget(request: NextRequest, raw: string | null | undefined): string {
  const external = serverEnv().SSO_ALLOWED_ORIGINS.map((o) => new URL(o).origin);
  return safeCallbackUrl(raw ?? null, siteOriginsOf(request), external);
}
