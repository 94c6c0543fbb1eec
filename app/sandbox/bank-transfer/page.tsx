import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { receivingAccount } from '@/features/payment/server';
import { bankSandboxLive } from '@/features/sandboxes/server';
import { BankTransferView } from '@/features/sandboxes/pages';
import { sandboxLang } from '../lang';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Bank sandbox', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined, max = 200): string =>
  (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).slice(0, max);
// an order link's token is a JWT: longer than the other fields
const TOKEN_MAX = 1000;

/**
 * /sandbox/bank-transfer?content=&amount=[&token=]: the bank's side of a transfer; after a send, ?status=&outcome=
 * show the answer. `token`: the order link's, when the order page was opened with it (no cookie on this device).
 */
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
      token={one(query.token, TOKEN_MAX) || null}
    />
  );
}
