import 'server-only';
import { and, eq } from 'drizzle-orm';
import { bankBranches, banks } from '@/features/payment/db';
import { apiError } from '@/lib/api/errors';
import type { z } from 'zod';
import type { refundAccountSchema } from '../../schemas';
import type { Tx } from '../transition';
import { fieldMessageError } from '@/lib/api/error-messages';

type RefundAccount = z.infer<typeof refundAccountSchema>;
export type CheckedAccount = RefundAccount & { bankName: string; branchName: string };

/** "•••• 6789": the last 4 digits of an account number, for pages and emails. */
export const maskAccount = (accountNumber: string | null): string | null => (accountNumber ? `•••• ${accountNumber.slice(-4)}` : null);

/** The account a bank-account refund goes to: required (400 REFUND_ACCOUNT_REQUIRED), its branch one of its bank's (400). */
export async function checkRefundAccount(tx: Tx, account: RefundAccount | undefined): Promise<CheckedAccount> {
  if (!account) throw apiError('REFUND_ACCOUNT_REQUIRED');
  const [found] = await tx
    .select({ bankName: banks.shortName, branchName: bankBranches.name })
    .from(bankBranches)
    .innerJoin(banks, eq(banks.id, bankBranches.bankId))
    .where(and(eq(bankBranches.id, account.branch_id), eq(bankBranches.bankId, account.bank_id)))
    .limit(1);
  if (!found) throw fieldMessageError('branchNotOfBank', 'refund_account.branch_id');
  return { ...account, ...found };
}
