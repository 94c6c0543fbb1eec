import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { bankNameEn, branchNameEn } from '../bank-names';
import { bankBranches, banks } from '../db';
import type { bankBranchListSchema, bankListSchema } from '../schemas';
import type { z } from 'zod';
import { messageError } from '@/lib/api/error-messages';

/** GET /common/hotel/banks/: the banks a refund can be paid to. */
export async function listBanks(): Promise<z.infer<typeof bankListSchema>> {
  const db = await getDb();
  const rows = await db.select().from(banks).orderBy(asc(banks.id));
  return rows.map((b) => ({ id: b.id, code: b.code, short_name: b.shortName, name: b.name, name_en: bankNameEn(b), logo: b.logo }));
}

/** GET /booking/refund/get-branch-by-bank-id/{id}: a bank's branches; an unknown bank is 404. */
export async function listBranches(bankId: number): Promise<z.infer<typeof bankBranchListSchema>> {
  const db = await getDb();
  const [bank] = await db.select({ id: banks.id }).from(banks).where(eq(banks.id, bankId)).limit(1);
  if (!bank) throw messageError('bankNotFound');
  const rows = await db.select().from(bankBranches).where(eq(bankBranches.bankId, bankId)).orderBy(asc(bankBranches.id));
  return rows.map((b) => ({ id: b.id, bank_id: b.bankId, name: b.name, name_en: branchNameEn(b.name), province: b.province }));
}
