import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { getDb } from '@/lib/db/client';
import { ssoAccounts, ssoPasswordResets } from '../db';
import { ssoMessages } from '../messages';
import { resetPasswordBodySchema } from '../schemas';
import { ssoNow } from './clock';
import { resetTokenHash } from './forgot-password';
import { readBody, ssoError } from './http';
import { hashPassword } from './password';
import { revokeAllSessions } from './sessions';

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
      .where(
        and(
          eq(ssoPasswordResets.tokenHash, resetTokenHash(body.token)),
          isNull(ssoPasswordResets.usedAt),
          gt(ssoPasswordResets.expiresAt, now),
        ),
      )
      .returning({ accountId: ssoPasswordResets.accountId });
    if (!reset) return false;
    await tx.update(ssoAccounts).set({ passwordHash, passwordChangedAt: now }).where(eq(ssoAccounts.id, reset.accountId));
    // every other link sent to this account dies with the old password
    await tx
      .update(ssoPasswordResets)
      .set({ usedAt: now })
      .where(and(eq(ssoPasswordResets.accountId, reset.accountId), isNull(ssoPasswordResets.usedAt)));
    await revokeAllSessions(reset.accountId, tx);
    return true;
  });
  if (!done) throw ssoError('INVALID_RESET_TOKEN', lang);
  return { message: ssoMessages(lang).resetDone, redirect_to: `/sso/login${lang === 'en' ? '?lang=en' : ''}` };
}
