import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { sandboxPayLaterAccounts } from '@/features/payment/db';

/**
 * The sandbox partner's customers, deterministic by phone so a demo can show each case: a phone ending in 0 is
 * not allowed (limit 0), one ending in 9 gets 50,000,000 VND, every other 5,000,000 VND.
 */
function sandboxLimitFor(phone: string): number {
  if (phone.endsWith('0')) return 0;
  return phone.endsWith('9') ? 50_000_000 : 5_000_000;
}

export type SandboxAccount = typeof sandboxPayLaterAccounts.$inferSelect;

/** The phone's token: issued once (random, unguessable) and the same on every later ask. */
export async function issueToken(phone: string): Promise<string> {
  const db = await getDb();
  const limit = sandboxLimitFor(phone);
  await db
    .insert(sandboxPayLaterAccounts)
    .values({ phone, token: randomBytes(24).toString('base64url'), limitAmount: limit, availLimitAmount: limit })
    .onConflictDoNothing({ target: sandboxPayLaterAccounts.phone });
  const [row] = await db
    .select({ token: sandboxPayLaterAccounts.token })
    .from(sandboxPayLaterAccounts)
    .where(eq(sandboxPayLaterAccounts.phone, phone));
  return row!.token;
}

export async function registerToken(token: string, phone: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(sandboxPayLaterAccounts)
    .set({ registered: true })
    .where(and(eq(sandboxPayLaterAccounts.token, token), eq(sandboxPayLaterAccounts.phone, phone)))
    .returning({ phone: sandboxPayLaterAccounts.phone });
  return rows.length === 1;
}

export async function accountByToken(token: string): Promise<SandboxAccount | null> {
  const [row] = await (await getDb()).select().from(sandboxPayLaterAccounts).where(eq(sandboxPayLaterAccounts.token, token)).limit(1);
  return row ?? null;
}

export async function accountByPhone(phone: string): Promise<SandboxAccount | null> {
  const [row] = await (await getDb()).select().from(sandboxPayLaterAccounts).where(eq(sandboxPayLaterAccounts.phone, phone)).limit(1);
  return row ?? null;
}

export const allowed = (account: SandboxAccount) => account.registered && account.limitAmount > 0;

/** Spends the limit on an approval, in one conditional statement (two approvals never overdraw it). */
export async function charge(phone: string, amount: number): Promise<boolean> {
  const rows = await (
    await getDb()
  )
    .update(sandboxPayLaterAccounts)
    .set({ availLimitAmount: sql`${sandboxPayLaterAccounts.availLimitAmount} - ${amount}` })
    .where(
      and(
        eq(sandboxPayLaterAccounts.phone, phone),
        eq(sandboxPayLaterAccounts.registered, true),
        gte(sandboxPayLaterAccounts.availLimitAmount, amount),
      ),
    )
    .returning({ phone: sandboxPayLaterAccounts.phone });
  return rows.length === 1;
}

/** A refund gives the limit back, never above the account's limit. */
export async function restore(phone: string, amount: number): Promise<boolean> {
  const rows = await (
    await getDb()
  )
    .update(sandboxPayLaterAccounts)
    .set({ availLimitAmount: sql`least(${sandboxPayLaterAccounts.limitAmount}, ${sandboxPayLaterAccounts.availLimitAmount} + ${amount})` })
    .where(eq(sandboxPayLaterAccounts.phone, phone))
    .returning({ phone: sandboxPayLaterAccounts.phone });
  return rows.length === 1;
}

export async function listAccounts(): Promise<SandboxAccount[]> {
  return (await getDb()).select().from(sandboxPayLaterAccounts).orderBy(sandboxPayLaterAccounts.phone);
}
