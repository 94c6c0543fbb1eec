import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { AccountNav, AccountShell, LoginRedirect } from '@/features/account/index';
import { accountProfile } from '@/features/account/server';
import { serverEnv } from '@/lib/env/server';
import { isLang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { PageWords } from '@/lib/i18n/page-words';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  const t = getServerT(isLang(lang) ? lang : 'vi', 'account');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The member's account area: personal, never cached, noindex; the pages redirect signed-out visitors to sign in. */
export default async function AccountLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  const profile = await accountProfile();
  if (!profile) {
    return (
      <PageWords lang={lang} namespaces={['account']}>
        <AccountShell nav={<LoginRedirect ssoBaseUrl={serverEnv().SSO_BASE_URL} />}>{children}</AccountShell>
      </PageWords>
    );
  }
  return (
    <PageWords lang={lang} namespaces={['account']}>
      <AccountShell nav={<AccountNav />}>{children}</AccountShell>
    </PageWords>
  );
}
