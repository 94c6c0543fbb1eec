import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

/** Namespaces of transaction advisory locks (the first int of pg_advisory_xact_lock(int, int)). */
export const LOCK_SPACE = { holdAddress: 7301, holdOwner: 7302 } as const;

/**
 * Takes transaction-scoped advisory locks, one per (space, key), in the order given: callers that always take
 * them in the same order of spaces never deadlock. Released at commit or rollback.
 */
export async function lockKeys(
  tx: { execute: (query: SQL) => PromiseLike<unknown> },
  keys: readonly (readonly [number, string])[],
): Promise<void> {
  for (const [space, key] of keys) await tx.execute(sql`select pg_advisory_xact_lock(${space}::int, hashtext(${key}))`);
}
