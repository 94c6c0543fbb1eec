import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Owner } from '@/features/booking/server';
import { comboDrafts } from '@/features/deals/db';
import { redisReady, sharedRedis, type GuardedRedis } from '@/lib/cache/redis-client';
import { getDb } from '@/lib/db/client';
import { serverEnv } from '@/lib/env/server';
import { COMBO_LIMITS } from '../schemas';
import type { CompleteDraft } from './quote';

/** A draft as kept: its owner, what was chosen and when it lapses. */
export type StoredDraft = { id: string; userId: number | null; guestKeyHash: string | null; data: CompleteDraft; expiresAt: string };
const GRACE_SECONDS = COMBO_LIMITS.draftGraceSeconds;

/** 24 random bytes, base64url: 32 characters nobody guesses. */
export const newDraftId = () => randomBytes(24).toString('base64url');

export const ownsDraft = (owner: Owner, draft: Pick<StoredDraft, 'userId' | 'guestKeyHash'>) =>
  (owner.kind === 'user' && draft.userId === owner.userId) || (owner.kind === 'guest' && draft.guestKeyHash !== null && draft.guestKeyHash === owner.keyHash);

async function redis(): Promise<GuardedRedis | null> {
  const env = serverEnv();
  const shared = await sharedRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX);
  if (shared) await redisReady(shared);
  return shared;
}
// not under the build's namespace: a deploy must not lose the drafts travellers are paying for
const keyOf = (id: string) => `${serverEnv().REDIS_KEY_PREFIX}combo-draft:${id}`;

/**
 * Keeps a draft until its expiry (+ the grace): in Redis (SET EX) when REDIS_URL is set and answers, else in the
 * combo_drafts table (a Redis that fails falls back to the table, and reads look at both).
 */
export async function saveDraft(draft: StoredDraft, now: Date): Promise<void> {
  const seconds = Math.ceil((Date.parse(draft.expiresAt) - now.getTime()) / 1000) + GRACE_SECONDS;
  const cache = await redis();
  if (cache && (await cache.run((c) => c.set(keyOf(draft.id), JSON.stringify(draft), 'EX', seconds), null)) === 'OK') return;
  const db = await getDb();
  const values = { userId: draft.userId, guestKeyHash: draft.guestKeyHash, data: draft.data, expiresAt: new Date(draft.expiresAt), updatedAt: now };
  await db
    .insert(comboDrafts)
    .values({ id: draft.id, ...values })
    .onConflictDoUpdate({ target: comboDrafts.id, set: values });
}

/** A kept draft (live or lapsed within the grace), or null. */
export async function loadDraft(id: string): Promise<StoredDraft | null> {
  const cache = await redis();
  const text = cache ? await cache.run((c) => c.get(keyOf(id)), null) : null;
  if (text) return JSON.parse(text) as StoredDraft;
  const db = await getDb();
  const [row] = await db.select().from(comboDrafts).where(eq(comboDrafts.id, id)).limit(1);
  return row ? { id: row.id, userId: row.userId, guestKeyHash: row.guestKeyHash, data: row.data as CompleteDraft, expiresAt: row.expiresAt.toISOString() } : null;
}
