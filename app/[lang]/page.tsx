import type { Metadata } from 'next';
import { HOME_SLIDESHOW_POSITION, HomeSlideshow, type Banner } from '@/features/content/index';
import { listBanners } from '@/features/content/server';
import { HomeContentRows } from '@/features/content/pages';
import { HOME_ROW_SIZE, HomeDealRows, type DealCard } from '@/features/deals/index';
import { withComboFromPrices } from '@/features/combos/server';
import { listDeals } from '@/features/deals/server';
import { PopularDestinations } from '@/features/hotels/pages';
import { listPopularDestinations } from '@/features/hotels/server';
import { HomeSearch } from '@/features/hotel-search/pages';
import { isLang, type Lang } from '@/lib/i18n/config';
import { HOME_PATH, alternates, localePath, regionListingPath } from '@/lib/paths';
import { getServerT } from '@/lib/i18n/server';
import { logger } from '@/lib/logger';
import { PageWords } from '@/lib/i18n/page-words';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const l: Lang = isLang(lang) ? lang : 'vi';
  const t = getServerT(l, 'home');
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: alternates(l, HOME_PATH) };
}

/** A failed banner call must never break the home page: the fallback banner shows instead (spec 8). */
async function bannersOrEmpty(lang: Lang): Promise<Banner[]> {
  try {
    return await listBanners({ position: HOME_SLIDESHOW_POSITION, lang });
  } catch (error) {
    logger().error({ err: error }, 'home banners failed');
    return [];
  }
}

/** A home row of deals of one type; a failed read leaves the row out instead of breaking the page. */
async function homeDeals(lang: Lang, type: DealCard['deal_type']): Promise<DealCard[]> {
  try {
    return await withComboFromPrices(
      (await listDeals({ deal_type: type, sort: 'popular', page: 1, page_size: HOME_ROW_SIZE, lang })).items,
      lang,
    );
  } catch (error) {
    logger().error({ err: error, type }, 'home deals failed');
    return [];
  }
}

export default async function HomePage({ params }: Props) {
  const { lang: raw } = await params;
  const lang: Lang = isLang(raw) ? raw : 'vi';
  const t = getServerT(lang, 'home');
  const [banners, destinations, deals, combos] = await Promise.all([
    bannersOrEmpty(lang),
    listPopularDestinations(lang).catch((error: unknown) => {
      logger().error({ err: error }, 'popular destinations failed');
      return [];
    }),
    homeDeals(lang, 'voucher'),
    homeDeals(lang, 'combo'),
  ]);
  return (
    <PageWords lang={lang} namespaces={['home', 'searchBox']}>
      <HomeSlideshow banners={banners} />
      <HomeSearch lang={lang} title={getServerT(lang, 'common')('brandTagline')} />
      <HomeDealRows deals={deals} combos={combos} lang={lang} t={getServerT(lang, 'deals')} />
      <PopularDestinations destinations={destinations} t={t} hrefFor={(seo) => localePath(lang, regionListingPath(seo))} />
      <HomeContentRows lang={lang} />
    </PageWords>
  );
}
