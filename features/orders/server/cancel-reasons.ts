import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { cancelReasons } from '../db';
import type { CancelReason } from '../schemas';

/** GET /booking/reasons/frontend/: the cancellation reasons, in their order. */
export async function listCancelReasons(): Promise<CancelReason[]> {
  const rows = await (await getDb()).select().from(cancelReasons).orderBy(asc(cancelReasons.sortOrder), asc(cancelReasons.id));
  return rows.map((r) => ({ id: r.id, text: r.textVi, text_en: r.textEn }));
}
