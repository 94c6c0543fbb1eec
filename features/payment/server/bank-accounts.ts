import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { bankNameEn, branchNameEn } from '../bank-names';
import { bankAccounts, banks } from '../db';
import type { bankAccountSchema } from '../schemas';
import type { z } from 'zod';

export type BankAccount = z.infer<typeof bankAccountSchema>;

/** The site's receiving accounts with their banks (GET /v2-common/bank-account), first one first. */
export async function receivingAccounts(): Promise<BankAccount[]> {
  const db = await getDb();
  const rows = await db
    .select({ account: bankAccounts, bank: banks })
    .from(bankAccounts)
    .innerJoin(banks, eq(banks.code, bankAccounts.bankCode))
    .orderBy(asc(bankAccounts.id));
  return rows.map(({ account, bank }) => ({
    bank_code: bank.code,
    bank_name: bank.name,
    bank_short_name: bank.shortName,
    bank_name_en: bankNameEn(bank),
    bin: bank.bin,
    logo: bank.logo,
    account_number: account.accountNumber,
    account_name: account.accountName,
    branch: account.branch,
    branch_en: branchNameEn(account.branch),
  }));
}

/** The account a bank transfer goes to: the first one. */
export async function receivingAccount(): Promise<BankAccount | null> {
  return (await receivingAccounts())[0] ?? null;
}
