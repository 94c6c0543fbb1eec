import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireAccountProfile } from '@/features/account/server';
import { ActivityPageView } from '@/features/loyalty/pages';
import { isLang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { ACCOUNT_PATHS, firstValue } from '@/lib/paths';

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
  const query = await searchParams;
  const profile = await requireAccountProfile(lang, ACCOUNT_PATHS.activity, query);
  const raw = firstValue(query.page);
  const page = raw && /^\d{1,4}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
  return <ActivityPageView userId={profile.user_id} lang={lang} page={page} />;
}
