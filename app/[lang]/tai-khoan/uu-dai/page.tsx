import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireAccountProfile } from '@/features/account/server';
import { RewardsPageView } from '@/features/loyalty/pages';
import { isLang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { ACCOUNT_PATHS } from '@/lib/paths';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = getServerT(isLang(lang) ? lang : 'vi', 'loyalty');
  return { title: t('rewardsTitle'), robots: { index: false } };
}

export default async function Page({ params }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  const profile = await requireAccountProfile(lang, ACCOUNT_PATHS.rewards);
  return <RewardsPageView userId={profile.user_id} lang={lang} />;
}
