import 'server-only';
import { eq } from 'drizzle-orm';
import { readProfile } from '@/features/auth/server';
import { apiError } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { payLaterLinks } from '../../db';
import type { PayLaterAccount } from '../../schemas';
import { partnerLimit, partnerRegister, partnerToken } from './client';
import { messageError } from '@/lib/api/error-messages';

type Member = Parameters<typeof readProfile>[0];
const NONE: PayLaterAccount = { PLallowed: false, limitAmount: 0, availLimitAmount: 0 };
/** spec 8, word for word */
export const MISSING_TOKEN_MESSAGE = 'Error in payment process';

async function forget(userId: number): Promise<void> {
  await (await getDb()).delete(payLaterLinks).where(eq(payLaterLinks.userId, userId));
}

async function linkOf(userId: number) {
  const [row] = await (await getDb()).select().from(payLaterLinks).where(eq(payLaterLinks.userId, userId)).limit(1);
  return row ?? null;
}

/** The member's phone; without one, pay-later data is cleared (spec 6) and null comes back. */
async function phoneOf(member: Member): Promise<{ phone: string; email: string } | null> {
  const profile = await readProfile(member);
  if (profile.phone) return { phone: profile.phone, email: profile.email };
  await forget(member.userId);
  return null;
}

/** POST pay-later/token: asks the partner for the member's token and keeps it (not yet registered). */
export async function requestPayLaterToken(member: Member): Promise<{ token: string }> {
  const contact = await phoneOf(member);
  if (!contact) throw messageError('payLaterNeedsPhone');
  const token = await partnerToken({ userId: member.userId, ...contact });
  await (
    await getDb()
  )
    .insert(payLaterLinks)
    .values({ userId: member.userId, phone: contact.phone, token })
    .onConflictDoUpdate({ target: payLaterLinks.userId, set: { phone: contact.phone, token, registeredAt: null } });
  return { token };
}

/** POST pay-later/register-token: registers the member's own token with their phone. */
export async function registerPayLaterToken(member: Member, token: string): Promise<{ registered: boolean }> {
  const contact = await phoneOf(member);
  if (!contact) throw messageError('payLaterNeedsPhone');
  const link = await linkOf(member.userId);
  if (!link || link.token !== token || link.phone !== contact.phone) throw apiError('BK1057', MISSING_TOKEN_MESSAGE);
  const registered = await partnerRegister(token, contact.phone);
  if (registered)
    await (await getDb()).update(payLaterLinks).set({ registeredAt: new Date() }).where(eq(payLaterLinks.userId, member.userId));
  return { registered };
}

/**
 * GET pay-later/limit (spec 6): only for a member with a phone, else cleared; no registered token reads as
 * not allowed with no limit ("limit not yet set"); a link made for another phone is dropped.
 */
export async function payLaterAccountOf(member: Member): Promise<PayLaterAccount & { registered: boolean }> {
  const contact = await phoneOf(member);
  if (!contact) return { ...NONE, registered: false };
  const link = await linkOf(member.userId);
  if (link && link.phone !== contact.phone) {
    await forget(member.userId);
    return { ...NONE, registered: false };
  }
  if (!link?.registeredAt) return { ...NONE, registered: false };
  return { ...(await partnerLimit(link.token)), registered: true };
}

/** The phone a member's pay-later payments are made with (the partner's account), if registered. */
export async function registeredPhoneOf(userId: number): Promise<string | null> {
  const link = await linkOf(userId);
  return link?.registeredAt ? link.phone : null;
}
