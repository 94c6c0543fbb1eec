import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { getDb } from '@/lib/db/client';
import { ACCESS_TOKEN_TTL_SECONDS, authTokenSecret, signAccessToken, verifyAccessToken } from '@/lib/security/access-token';
import { ssoAccounts, ssoSessions } from '../db';
import { ssoNow } from './clock';
import type { Respond } from '@/lib/api/route';
import { clientIp, setSessionCookie } from './http';

export type LiveSession = {
  sessionId: string;
  accountId: number;
  expiresAt: Date;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
};

/** Starts a session for the account and asks for its cookie: the token and the row share one expiry (4 days). */
export async function startSession(accountId: number, request: NextRequest, respond: Respond): Promise<void> {
  const id = randomUUID();
  const now = ssoNow();
  const { token, expiresAt } = await signAccessToken({ userId: accountId, sessionId: id, issuedAt: now }, authTokenSecret());
  const db = await getDb();
  await db.insert(ssoSessions).values({
    id,
    accountId,
    createdAt: now,
    expiresAt,
    userAgent: request.headers.get('user-agent')?.slice(0, 512) ?? null,
    ip: clientIp(request),
  });
  setSessionCookie(respond, token, ACCESS_TOKEN_TTL_SECONDS);
}

/** The session behind a token while it is live (signed by us, not expired, not revoked), else null. */
export async function liveSession(token: string): Promise<LiveSession | null> {
  const now = ssoNow();
  const claims = await verifyAccessToken(token, authTokenSecret(), now);
  if (!claims) return null;
  const db = await getDb();
  const rows = await db
    .select({
      sessionId: ssoSessions.id,
      accountId: ssoAccounts.id,
      expiresAt: ssoSessions.expiresAt,
      email: ssoAccounts.email,
      firstName: ssoAccounts.firstName,
      lastName: ssoAccounts.lastName,
      phone: ssoAccounts.phone,
    })
    .from(ssoSessions)
    .innerJoin(ssoAccounts, eq(ssoAccounts.id, ssoSessions.accountId))
    .where(
      and(
        eq(ssoSessions.id, claims.sessionId),
        eq(ssoSessions.accountId, claims.userId),
        isNull(ssoSessions.revokedAt),
        gt(ssoSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Ends the token's session, live or not; a token that is not ours ends nothing. */
export async function revokeSessionOfToken(token: string): Promise<void> {
  const claims = await verifyAccessToken(token, authTokenSecret(), ssoNow());
  if (!claims) return;
  const db = await getDb();
  await db
    .update(ssoSessions)
    .set({ revokedAt: ssoNow() })
    .where(and(eq(ssoSessions.id, claims.sessionId), eq(ssoSessions.accountId, claims.userId), isNull(ssoSessions.revokedAt)));
}

/** Ends every session of the account; answers how many were live. */
export async function revokeAllSessions(accountId: number, db?: Pick<Awaited<ReturnType<typeof getDb>>, 'update'>): Promise<number> {
  const writer = db ?? (await getDb());
  const rows = await writer
    .update(ssoSessions)
    .set({ revokedAt: ssoNow() })
    .where(and(eq(ssoSessions.accountId, accountId), isNull(ssoSessions.revokedAt)))
    .returning({ id: ssoSessions.id });
  return rows.length;
}
