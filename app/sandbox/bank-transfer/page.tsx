import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { bankSandboxLive, receivingAccount } from '@/features/payment/server';
import { BankTransferView } from '@/features/payment/pages';
import { sandboxLang } from '../lang';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Bank sandbox', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).slice(0, 200);

/** /sandbox/bank-transfer?content=&amount=: the bank's side of a transfer; after a send, ?status=&outcome= show the answer. */
export default async function BankSandboxPage({ searchParams }: Props) {
  if (!bankSandboxLive()) notFound();
  const query = await searchParams;
  const sent = query.sent === '1';
  return (
    <BankTransferView
      lang={sandboxLang(query.lang)}
      account={await receivingAccount()}
      content={one(query.content)}
      amount={one(query.amount)}
      result={sent ? { status: one(query.status), outcome: one(query.outcome), message: one(query.message) } : null}
    />
  );
}
