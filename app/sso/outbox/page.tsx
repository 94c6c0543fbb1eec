import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { firstParam, langOf, OutboxList, ssoMessages, SsoShell } from '@/features/sso/index';
import { latestMails, outboxVisible } from '@/features/sso/server';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: 'Outbox', referrer: 'no-referrer' };

/** Development only (not in production, not when SMTP_URL sends real mail): the reset links, clickable. */
export default async function OutboxPage({ searchParams }: Props) {
  if (!outboxVisible()) notFound();
  const lang = langOf(firstParam((await searchParams).lang));
  const m = ssoMessages(lang);
  return (
    <SsoShell lang={lang} title={m.outboxTitle} otherLangHref={lang === 'en' ? '/sso/outbox' : '/sso/outbox?lang=en'} wide>
      <OutboxList mails={await latestMails()} emptyText={m.outboxEmpty} />
    </SsoShell>
  );
}
