import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MailOutboxPage } from '@/features/mail/pages';
import { serverEnv } from '@/lib/env/server';
import { sandboxesOn } from '@/lib/env/site';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Mail outbox (sandbox)' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/** Live only with the sandboxes on and no SMTP_URL (then the mails are really sent and this page is not needed). */
export default async function SandboxMailPage({ searchParams }: Props) {
  if (!sandboxesOn() || serverEnv().SMTP_URL) notFound();
  const query = await searchParams;
  return <MailOutboxPage lang={first(query.lang) === 'en' ? 'en' : 'vi'} about={first(query.ref)} />;
}
