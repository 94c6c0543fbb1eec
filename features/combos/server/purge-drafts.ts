import 'server-only';
import { lt } from 'drizzle-orm';
import { comboDrafts } from '../db';
import { getDb } from '@/lib/db/client';
import { COMBO_LIMITS } from '../schemas';

/**
 * The sales sweeper's step for combo drafts kept in the table (Redis drops its own by EX): drafts
 * lapsed longer than the grace are deleted (within it their owner is told "expired"; never read as live).
 */
export async function purgeLapsedComboDrafts(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const gone = await db
    .delete(comboDrafts)
    .where(lt(comboDrafts.expiresAt, new Date(now.getTime() - COMBO_LIMITS.draftGraceSeconds * 1000)))
    .returning({ id: comboDrafts.id });
  return gone.length;
}
