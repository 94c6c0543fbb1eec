import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { getDb } from '@/lib/db/client';
import { siteUrl } from '@/lib/env/site';
import { ssoAccounts, ssoPasswordResets } from '../db';
import { ssoMessages } from '../messages';
import { forgotPasswordBodySchema, resetPasswordBodySchema } from '../schemas';
import { ssoNow } from './clock';
import { readBody, ssoError } from './http';
import { queueMail } from './mailer';
import { hashPassword } from './password';
import { revokeAllSessions } from './sessions';

const RESET_LINK_MINUTES = 30;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** POST /sso/api/forgot-password: the same answer whether the email is known or not (no enumeration). */
export async function forgotPassword(request: NextRequest): Promise<{ message: string }> {
  const { body, lang } = await readBody(request, forgotPasswordBodySchema);
  const m = ssoMessages(lang);
  const db = await getDb();
  const [account] = await db.select({ id: ssoAccounts.id, email: ssoAccounts.email }).from(ssoAccounts).where(eq(ssoAccounts.email, body.email)).limit(1);
  if (account) {
    const token = randomBytes(32).toString('base64url');
    const now = ssoNow();
    await db.insert(ssoPasswordResets).values({
      tokenHash: sha256(token),
      accountId: account.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
    });
    const link = `${siteUrl()}/sso/reset-password?token=${token}${lang === 'en' ? '&lang=en' : ''}`;
    await queueMail({ to: account.email, subject: m.mailSubject, body: m.mailBody(link) });
  }
  return { message: m.forgotSent };
}

/** POST /sso/api/reset-password: a one-time link sets a new password and signs the account out everywhere. */
export async function resetPassword(request: NextRequest): Promise<{ message: string; redirect_to: string }> {
  const { body, lang } = await readBody(request, resetPasswordBodySchema);
  const passwordHash = await hashPassword(body.password);
  const now = ssoNow();
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    // marking it used in the same statement that checks it: two racing uses cannot both pass
    const [reset] = await tx
      .update(ssoPasswordResets)
      .set({ usedAt: now })
      .where(and(eq(ssoPasswordResets.tokenHash, sha256(body.token)), isNull(ssoPasswordResets.usedAt), gt(ssoPasswordResets.expiresAt, now)))
      .returning({ accountId: ssoPasswordResets.accountId });
    if (!reset) return false;
    await tx.update(ssoAccounts).set({ passwordHash, passwordChangedAt: now }).where(eq(ssoAccounts.id, reset.accountId));
    await revokeAllSessions(reset.accountId, tx);
    return true;
  });
  if (!done) throw ssoError('INVALID_RESET_TOKEN', lang);
  return { message: ssoMessages(lang).resetDone, redirect_to: `/sso/login${lang === 'en' ? '?lang=en' : ''}` };
}
