import 'server-only';
import { sha256Hex } from '@/lib/security/sha256';
import { and, eq, lt } from 'drizzle-orm';
import { errorBody, type ErrorEnvelope, type SuccessEnvelope } from '@/lib/api/envelope';
import { isErrorCode } from '@/lib/api/error-codes';
import { ApiError, apiError } from '@/lib/api/errors';
import { getDb, type Db } from '@/lib/db/client';
import { idempotencyKeys } from '../db';

/**
 * Who retries with which key, for which request. `ownerToken`: what the first call made its caller (a new
 * guest's token), kept with the answer; a replay hands the kept one to `adoptOwnerToken`. `ownerScope`: the
 * scope that new owner's later calls have (its cookie's): a successful answer is kept under it too, so a retry
 * carrying the cookie the first answer set finds the same answer (the key's scope does not move under it).
 */
type IdempotencyClaim = {
  scope: string;
  key: string;
  fingerprint: string;
  ownerToken?: string;
  adoptOwnerToken?: (token: string) => void;
  ownerScope?: string;
};

const KEEP_MS = 24 * 3600_000;
// a claim still in flight after this long belongs to a process that died mid-call: the next retry takes it over
const ABANDONED_MS = 120_000;
// answers a retry gets again: what the operation decided (not found, sold out, hold expired, coupon refused);
// bad input, auth refusals and server errors leave no record, so a corrected or later retry runs again
const KEPT_ERROR_STATUSES = new Set([404, 409, 422]);

/** method + path + sha256 of the (validated) body: a key names one request, not just one address. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return `${method.toUpperCase()} ${path} ${sha256Hex(JSON.stringify(body ?? null))}`;
}

type Stored = SuccessEnvelope<unknown> | ErrorEnvelope;
type IdempotencyTx = Parameters<Parameters<Db['transaction']>[0]>[0];
/**
 * Given to the operation: records its answer as done inside the operation's own transaction, so the answer
 * commits with the change (a crash or error after the commit leaves a kept answer, never a claim a retry reruns).
 */
export type KeepAnswer = (tx: IdempotencyTx, data: unknown) => Promise<void>;
const noKeep: KeepAnswer = async () => undefined;

function replay<T>(body: Stored): T {
  if (body.status === 'success') return body.data as T;
  const code = isErrorCode(body.error_code) ? body.error_code : 'INTERNAL_ERROR';
  throw apiError(code, body.message, body.errors);
}

/**
 * Runs a state-changing call at most once per (scope, key) (docs/architecture.md, "Idempotency keys"): the first call claims the key
 * (in_flight) with an insert that only one concurrent caller wins; its answer is kept and a retry with the
 * same fingerprint gets it again; another request under the same key is 422 IDEMPOTENCY_KEY_REUSED; a retry
 * while the first still runs is 409 IDEMPOTENCY_IN_FLIGHT. A call that fails without a kept answer deletes
 * its claim. Without a claim (no header) the call simply runs. An operation that commits a change calls `keep`
 * with its answer inside that transaction; one that does not is kept after it returns.
 */
export async function idempotent<T>(
  claim: IdempotencyClaim | null,
  successStatus: number,
  run: (keep: KeepAnswer) => Promise<T>,
  now: Date = new Date(),
): Promise<T> {
  if (!claim) return run(noKeep);
  const db = await getDb();
  const where = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({
      scope: claim.scope,
      key: claim.key,
      fingerprint: claim.fingerprint,
      state: 'in_flight',
      createdAt: now,
      ownerToken: claim.ownerToken ?? null,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed) {
    const [row] = await db.select().from(idempotencyKeys).where(where).limit(1);
    if (!row) return idempotent(claim, successStatus, run, now); // swept between the two statements
    if (row.fingerprint !== claim.fingerprint) throw apiError('IDEMPOTENCY_KEY_REUSED');
    if (row.state === 'done') {
      if (row.ownerToken) claim.adoptOwnerToken?.(row.ownerToken);
      return replay<T>(row.responseBody as Stored);
    }
    const [takenOver] = await db
      .update(idempotencyKeys)
      .set({ createdAt: now, ownerToken: claim.ownerToken ?? null })
      .where(and(where, eq(idempotencyKeys.state, 'in_flight'), lt(idempotencyKeys.createdAt, new Date(now.getTime() - ABANDONED_MS))))
      .returning({ key: idempotencyKeys.key });
    if (!takenOver) throw apiError('IDEMPOTENCY_IN_FLIGHT');
  }
  const keep = (responseStatus: number, responseBody: Stored) =>
    db
      .update(idempotencyKeys)
      .set({ state: 'done', responseStatus, responseBody })
      .where(and(where, eq(idempotencyKeys.state, 'in_flight')));
  // the new owner's scope is reachable only with its fresh random cookie, so no one else's row can be there
  const ownerRow = (responseBody: Stored) => ({
    scope: claim.ownerScope!,
    key: claim.key,
    fingerprint: claim.fingerprint,
    state: 'done',
    responseStatus: successStatus,
    responseBody,
    createdAt: now,
  });
  const keepIn: KeepAnswer = async (tx, data) => {
    const responseBody: Stored = { status: 'success', data };
    await tx.update(idempotencyKeys).set({ state: 'done', responseStatus: successStatus, responseBody }).where(where);
    if (claim.ownerScope) {
      await tx
        .insert(idempotencyKeys)
        .values(ownerRow(responseBody))
        .onConflictDoUpdate({ target: [idempotencyKeys.scope, idempotencyKeys.key], set: { responseBody } });
    }
  };
  try {
    const data = await run(keepIn);
    await keep(successStatus, { status: 'success', data });
    if (claim.ownerScope)
      await db
        .insert(idempotencyKeys)
        .values(ownerRow({ status: 'success', data }))
        .onConflictDoNothing();
    return data;
  } catch (error) {
    if (error instanceof ApiError && KEPT_ERROR_STATUSES.has(error.httpStatus)) {
      await keep(error.httpStatus, errorBody(error.errorCode, error.message, error.errors));
    } else {
      await db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.state, 'in_flight')));
    }
    throw error;
  }
}

/** Forgets keys older than 24 hours (run by the hold sweeper). */
export async function sweepIdempotencyKeys(now: Date = new Date()): Promise<void> {
  await (await getDb()).delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEEP_MS)));
}
