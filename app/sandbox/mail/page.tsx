import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MailOutboxPage } from '@/features/mail/pages';
import { sandboxMailScope, viewerOfPage } from '@/features/orders/server';
import { serverEnv } from '@/lib/env/server';
import { sandboxesOn } from '@/lib/env/site';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Mail outbox (sandbox)' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/**
 * Live only with the sandboxes on and no SMTP_URL (then the mails are really sent and this page is not needed).
 * A visitor reads only the mails about their own orders (session, guest cookie, or an order link's ?token=) and,
 * signed in, those to their address: the outbox holds other customers' PINs and manage links.
 */
export default async function SandboxMailPage({ searchParams }: Props) {
  if (!sandboxesOn() || serverEnv().SMTP_URL) notFound();
  const query = await searchParams;
  const scope = await sandboxMailScope(await viewerOfPage(first(query.token)));
  return <MailOutboxPage lang={first(query.lang) === 'en' ? 'en' : 'vi'} about={first(query.ref)} scope={scope} />;
}
