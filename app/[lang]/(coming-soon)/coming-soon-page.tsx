import type { Metadata } from 'next';
import { isLang, type Lang } from '@/lib/i18n/config';
import { HOME_PATH, alternates, localePath } from '@/lib/paths';
import { getServerT } from '@/lib/i18n/server';
import { MessagePanel } from '@/components/feedback/message-panel';

type NavKey = 'hotels' | 'flights' | 'combo' | 'deals';
const langOf = async (params: Promise<{ lang: string }>): Promise<Lang> => {
  const { lang } = await params;
  return isLang(lang) ? lang : 'vi';
};

export async function comingSoonMetadata(params: Promise<{ lang: string }>, navKey: NavKey, path: string): Promise<Metadata> {
  const lang = await langOf(params);
  const t = getServerT(lang);
  return { title: `${t(`nav.${navKey}`)} - ${t('brand')}`, alternates: alternates(lang, path), robots: { index: false } };
}

/** A section whose screens come in a later release: says so instead of a 404. */
export async function ComingSoonPage({ params, navKey }: { params: Promise<{ lang: string }>; navKey: NavKey }) {
  const lang = await langOf(params);
  const t = getServerT(lang);
  return (
    <MessagePanel title={`${t(`nav.${navKey}`)} - ${t('comingSoon')}`}>
      <p>{t('comingSoonText')}</p>
      <a href={localePath(lang, HOME_PATH)}>{t('backHome')}</a>
    </MessagePanel>
  );
}
