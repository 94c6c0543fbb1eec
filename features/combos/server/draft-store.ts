import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Owner } from '@/features/auth/server';
import { comboDrafts } from '../db';
import { apiError } from '@/lib/api/errors';
import { redisReady, sharedRedis, type GuardedRedis } from '@/lib/cache/redis-client';
import { getDb } from '@/lib/db/client';
import { serverEnv } from '@/lib/env/server';
import { COMBO_LIMITS, comboDraftBodySchema, type ComboDraftBody } from '../schemas';

/** A draft as kept: its owner, what was chosen, the total it was shown at, the order it became and when it lapses. */
export type StoredDraft = {
  id: string;
  userId: number | null;
  guestKeyHash: string | null;
  /** complete when saved (the server fills in the cheapest flights); checked again at purchase */
  data: ComboDraftBody;
  /** null only for a draft saved before the quote was kept: it is bought at the price of the day */
  quotedTotal: number | null;
  orderId: number | null;
  expiresAt: string;
};
const GRACE_SECONDS = COMBO_LIMITS.draftGraceSeconds;

const storedDraftSchema = z.object({
  id: z.string(),
  userId: z.number().int().nullable(),
  guestKeyHash: z.string().nullable(),
  data: comboDraftBodySchema,
  quotedTotal: z.number().int().nullable(),
  orderId: z.number().int().nullable(),
  expiresAt: z.iso.datetime(),
});

/** A stored shape that is not a draft's any more (an older release, a hand edit) is a draft gone, never a 500. */
const parsed = (value: unknown): StoredDraft | null => {
  const result = storedDraftSchema.safeParse(value);
  return result.success ? result.data : null;
};

/** 24 random bytes, base64url: 32 characters nobody guesses. */
export const newDraftId = () => randomBytes(24).toString('base64url');

export const ownsDraft = (owner: Owner, draft: Pick<StoredDraft, 'userId' | 'guestKeyHash'>) =>
  (owner.kind === 'user' && draft.userId === owner.userId) ||
  (owner.kind === 'guest' && draft.guestKeyHash !== null && draft.guestKeyHash === owner.keyHash);

async function redis(): Promise<GuardedRedis | null> {
  const env = serverEnv();
  const shared = await sharedRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX);
  if (shared) await redisReady(shared);
  return shared;
}
// not under the build's namespace: a deploy must not lose the drafts travellers are paying for
const keyOf = (id: string) => `${serverEnv().REDIS_KEY_PREFIX}combo-draft:${id}`;
const secondsLeft = (draft: StoredDraft, now: Date) =>
  Math.max(1, Math.ceil((Date.parse(draft.expiresAt) - now.getTime()) / 1000) + GRACE_SECONDS);

async function cacheDraft(draft: StoredDraft, now: Date): Promise<void> {
  const cache = await redis();
  if (cache) await cache.run((c) => c.set(keyOf(draft.id), JSON.stringify(draft), 'EX', secondsLeft(draft, now)), null);
}

/**
 * The combo_drafts table is the one source of truth (the purchase marks the row ordered in its own transaction);
 * Redis, when REDIS_URL is set, only caches it: written through here, read through by loadDraft, dropped on order.
 */
export async function saveDraft(draft: StoredDraft, now: Date): Promise<void> {
  const db = await getDb();
  const values = {
    userId: draft.userId,
    guestKeyHash: draft.guestKeyHash,
    data: draft.data,
    quotedTotal: draft.quotedTotal,
    expiresAt: new Date(draft.expiresAt),
    updatedAt: now,
  };
  // an ordered draft is never re-opened, even by a save that read a stale cached copy
  const [saved] = await db
    .insert(comboDrafts)
    .values({ id: draft.id, ...values })
    .onConflictDoUpdate({ target: comboDrafts.id, set: values, where: isNull(comboDrafts.orderId) })
    .returning({ id: comboDrafts.id });
  if (!saved) {
    await forgetCachedDraft(draft.id);
    throw apiError('COMBO_ALREADY_ORDERED');
  }
  await cacheDraft({ ...draft, orderId: null }, now);
}

/** A kept draft (live or lapsed within the grace), or null. */
export async function loadDraft(id: string, now: Date = new Date()): Promise<StoredDraft | null> {
  const cache = await redis();
  const text = cache ? await cache.run((c) => c.get(keyOf(id)), null) : null;
  if (text) {
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // a broken cache entry: the table answers
    }
    const hit = parsed(json);
    if (hit && hit.id === id) return hit;
  }
  const db = await getDb();
  const [row] = await db.select().from(comboDrafts).where(eq(comboDrafts.id, id)).limit(1);
  const draft = row
    ? parsed({
        id: row.id,
        userId: row.userId,
        guestKeyHash: row.guestKeyHash,
        data: row.data,
        quotedTotal: row.quotedTotal,
        orderId: row.orderId,
        expiresAt: row.expiresAt.toISOString(),
      })
    : null;
  if (draft && draft.orderId === null) await cacheDraft(draft, now);
  return draft;
}

/** After the purchase committed: the cache must not answer the draft as still open. */
export async function forgetCachedDraft(id: string): Promise<void> {
  const cache = await redis();
  if (cache) await cache.run((c) => c.del(keyOf(id)), null);
}
