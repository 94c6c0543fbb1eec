import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { apiError } from '@/lib/api/errors';
import { serverEnv } from '@/lib/env/server';

/**
 * Service-to-service calls (earn-point): `Authorization: Bearer <INTERNAL_API_KEY>`, never a browser
 * cookie. 403 FORBIDDEN without the key, with another, or when the key is not configured.
 */
export function requireServiceKey(request: NextRequest): void {
  const key = serverEnv().INTERNAL_API_KEY;
  const given = request.headers.get('authorization')?.match(/^Bearer (.+)$/)?.[1];
  if (!key || !given) throw apiError('FORBIDDEN');
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw apiError('FORBIDDEN');
}
