import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageUser } from '@/features/auth/server';
import { ActivityPageView } from '@/features/loyalty/server';
import { isLang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { firstValue } from '@/lib/paths';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = getServerT(isLang(lang) ? lang : 'vi', 'loyalty');
  return { title: t('activityTitle'), robots: { index: false } };
}

export default async function Page({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  const user = await pageUser();
  if (!user) notFound();
  const raw = firstValue((await searchParams).page);
  const page = raw && /^\d{1,4}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
  return <ActivityPageView userId={user.userId} lang={lang} page={page} />;
}
