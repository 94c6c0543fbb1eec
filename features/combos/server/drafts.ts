import 'server-only';
import type { Owner } from '@/features/auth/server';
import type { KeepAnswer } from '@/features/platform/server';
import { apiError } from '@/lib/api/errors';
import { getDb, getReadDb } from '@/lib/db/client';
import { COMBO_LIMITS, type ComboDraft, type ComboDraftBody } from '../schemas';
import { comboDealOf, comboOnSale } from './combo-deal';
import { loadDraft, newDraftId, ownsDraft, saveDraft, type StoredDraft } from './draft-store';
import { quoteCombo, type QuotedCombo } from './quote';
import { messageError } from '@/lib/api/error-messages';

const view = (id: string, expiresAt: string, quoted: QuotedCombo): ComboDraft => ({
  id,
  expiresAt,
  draft: quoted.draft,
  quote: quoted.quote,
});

/**
 * The owner's live draft; 404 for a missing or someone else's, 409 COMBO_DRAFT_EXPIRED for the owner's lapsed one,
 * 409 COMBO_ALREADY_ORDERED for one already bought unless `ordered` is allowed (reading it).
 */
export async function ownedLiveDraft(
  owner: Owner,
  id: string,
  now: Date,
  { ordered = false }: { ordered?: boolean } = {},
): Promise<StoredDraft> {
  const draft = await loadDraft(id, now);
  if (!draft || !ownsDraft(owner, draft)) throw messageError('comboNotFound');
  if (draft.orderId !== null && !ordered) throw apiError('COMBO_ALREADY_ORDERED');
  if (Date.parse(draft.expiresAt) <= now.getTime()) throw apiError('COMBO_DRAFT_EXPIRED');
  return draft;
}

async function quoted(body: ComboDraftBody, now: Date): Promise<QuotedCombo> {
  const db = await getReadDb();
  const facts = await comboDealOf(db, body.dealId);
  if (!comboOnSale(facts.deal, now)) throw apiError('DEAL_NOT_ON_SALE');
  return quoteCombo(db, facts, body, now);
}

async function kept(keep: KeepAnswer | undefined, answer: ComboDraft): Promise<ComboDraft> {
  if (keep) await (await getDb()).transaction((tx) => keep(tx, answer));
  return answer;
}

/** POST /v2-hotel/redis/combo: priced on the server and kept COMBO_LIMITS.draftTtlSeconds for its owner. */
export async function createComboDraft(owner: Owner, body: ComboDraftBody, keep?: KeepAnswer, now: Date = new Date()): Promise<ComboDraft> {
  if (owner.kind === 'none') throw apiError('UNAUTHORIZED');
  const priced = await quoted(body, now);
  const expiresAt = new Date(now.getTime() + COMBO_LIMITS.draftTtlSeconds * 1000).toISOString();
  const id = newDraftId();
  const ownerOf = { userId: owner.kind === 'user' ? owner.userId : null, guestKeyHash: owner.kind === 'guest' ? owner.keyHash : null };
  await saveDraft({ id, ...ownerOf, data: priced.draft, quotedTotal: priced.quote.total, orderId: null, expiresAt }, now);
  return kept(keep, view(id, expiresAt, priced));
}

/** PUT /v2-hotel/redis/combo/{id}: the owner's live draft re-chosen and re-priced; its time starts again. */
export async function updateComboDraft(
  owner: Owner,
  id: string,
  body: ComboDraftBody,
  keep?: KeepAnswer,
  now: Date = new Date(),
): Promise<ComboDraft> {
  const current = await ownedLiveDraft(owner, id, now);
  const priced = await quoted(body, now);
  const expiresAt = new Date(now.getTime() + COMBO_LIMITS.draftTtlSeconds * 1000).toISOString();
  await saveDraft({ ...current, data: priced.draft, quotedTotal: priced.quote.total, expiresAt }, now);
  return kept(keep, view(id, expiresAt, priced));
}

/** GET /v2-hotel/redis/combo/{id}: the owner's live draft priced now (the checkout's summary). */
export async function getComboDraft(owner: Owner, id: string, now: Date = new Date()): Promise<ComboDraft> {
  const current = await ownedLiveDraft(owner, id, now, { ordered: true });
  return view(id, current.expiresAt, await quoted(current.data, now));
}
