import 'server-only';
import { SignJWT, jwtVerify } from 'jose';
import { serverEnv } from '@/lib/env/server';
import { derivedSecret } from '@/lib/security/access-token';

/**
 * Signed order links (the confirmation email, a successful code + PIN lookup): an HS256 token naming one
 * order code, for viewing it (`view`) or also cancelling it (`manage`, the email's). The key is
 * ORDER_LINK_SECRET, else derived from AUTH_TOKEN_SECRET (never the same bytes as the session key).
 */
export type OrderTokenScope = 'view' | 'manage';
const ISSUER = 'orders';
const VIEW_DAYS = 1;
const MANAGE_DAYS = 180;

export const orderSecret = (): string => serverEnv().ORDER_LINK_SECRET ?? derivedSecret('order-link');
const key = () => new TextEncoder().encode(orderSecret());

/** `days`: the link's life, by default its scope's (a lookup's `manage` link lives a day: it sits in the browser's history). */
export async function signOrderToken(
  orderCode: string,
  scope: OrderTokenScope,
  now: Date = new Date(),
  days: number = scope === 'manage' ? MANAGE_DAYS : VIEW_DAYS,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ scope })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(orderCode)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + days * 86_400)
    .sign(key());
}

/** The order code and scope of a genuine, unexpired token, else null (never throws). */
export async function verifyOrderToken(
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<{ orderCode: string; scope: OrderTokenScope } | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    const scope = payload.scope === 'manage' ? 'manage' : payload.scope === 'view' ? 'view' : null;
    return payload.sub && scope ? { orderCode: payload.sub, scope } : null;
  } catch {
    return null;
  }
}
