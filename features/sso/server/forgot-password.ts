import 'server-only';
import { sha256Hex } from '@/lib/security/sha256';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { tooManyAttempts } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { siteUrl } from '@/lib/env/site';
import { ssoAccounts, ssoPasswordResets } from '../db';
import { ssoMessages } from '../messages';
import { forgotPasswordBodySchema } from '../schemas';
import { ssoNow } from './clock';
import { clientIp, readBody } from './http';
import { reserveSignInAttempt } from './sign-in-limits';
import { queueMail } from './mailer';

const RESET_LINK_MINUTES = 30;

/** Only the token's sha256 is stored: a database leak gives no usable link. */
export const resetTokenHash = (token: string) => sha256Hex(token);

const mailsInFlight = new Set<Promise<void>>();

/** Tests wait for the mails a request started sending. */
export async function mailsSent(): Promise<void> {
  await Promise.all([...mailsInFlight]);
}

/**
 * POST /sso/api/forgot-password: the same answer, in the same time, whether the email is known or not (no
 * enumeration); at most 10 requests per 15 minutes per email and per address (mail floods).
 */
export async function forgotPassword(request: NextRequest): Promise<{ message: string }> {
  const { body, lang } = await readBody(request, forgotPasswordBodySchema);
  const m = ssoMessages(lang);
  const { wait } = await reserveSignInAttempt(body.email, clientIp(request), 'reset');
  if (wait > 0) throw tooManyAttempts(wait, m.tooManyResets(wait));
  const db = await getDb();
  const [account] = await db
    .select({ id: ssoAccounts.id, email: ssoAccounts.email })
    .from(ssoAccounts)
    .where(eq(ssoAccounts.email, body.email))
    .limit(1);
  if (account) {
    const token = randomBytes(32).toString('base64url');
    const now = ssoNow();
    await db.insert(ssoPasswordResets).values({
      tokenHash: resetTokenHash(token),
      accountId: account.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
    });
    const link = `${siteUrl()}/sso/reset-password?token=${token}${lang === 'en' ? '&lang=en' : ''}`;
    // sent after the answer: waiting for SMTP would tell a known email from an unknown one by time
    const { sent } = await queueMail({ to: account.email, subject: m.mailSubject, body: m.mailBody(link) });
    mailsInFlight.add(sent);
    void sent.finally(() => mailsInFlight.delete(sent));
  }
  return { message: m.forgotSent };
}
