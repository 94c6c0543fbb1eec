import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageUser } from '@/features/auth/server';
import { RewardsPageView } from '@/features/loyalty/server';
import { isLang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';

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
  const user = await pageUser();
  if (!user) notFound();
  return <RewardsPageView userId={user.userId} lang={lang} />;
}
