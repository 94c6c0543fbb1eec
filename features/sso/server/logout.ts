import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import type { Respond } from '@/lib/api/route';
import { callbackTarget } from './callback';
import { clearSessionCookie, readBody, tokenOf } from './http';
import { revokeSessionOfToken } from './sessions';

const logoutBody = () => z.object({ callbackUrl: z.string().max(2048).optional(), lang: z.enum(['vi', 'en']).optional() });

/** POST /sso/api/logout (cookie or Bearer): ends that session and drops the cookie; an already dead session is fine. */
export async function logout(request: NextRequest, respond: Respond): Promise<{ redirect_to: string }> {
  const { body } = await readBody(request, logoutBody);
  const found = tokenOf(request);
  if (found) await revokeSessionOfToken(found.token);
  clearSessionCookie(respond);
  return { redirect_to: callbackTarget(request, body.callbackUrl) };
}
