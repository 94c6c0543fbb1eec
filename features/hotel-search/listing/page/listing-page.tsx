import 'server-only';
import type { Metadata } from 'next';
import { serverEnv } from '@/lib/env/server';
import { siteUrl } from '@/lib/env/site';
import type { Lang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { JsonLd } from '@/lib/seo/json-ld';
import { locationFullAddress, locationName } from '../screen/location-text';
import { breadcrumbJsonLd, hotelItemListJsonLd } from '../screen/listing-json-ld';
import { HOTELS_PATH, alternates, hotelDetailPath, localePath, regionListingPath, type Listing } from '@/lib/paths';
import type { HotelListItem } from '../../schemas';
import { bestPriceConfig } from '../../server/best-price-config';
import { loadListingPage } from '../../server/load-listing-page';
import { ListingScreen } from '../screen/listing-screen';
import { localized } from '@/lib/i18n/localized';
import { PageWords } from '@/lib/i18n/page-words';

type SearchParams = Record<string, string | string[] | undefined>;
export type ListingRouteProps = { lang: Lang; listing: Listing; searchParams: SearchParams };

/** Title, description, canonical and hreflang of a listing (page 2+ keeps its page number). */
export async function listingMetadata({ lang, listing, searchParams }: ListingRouteProps): Promise<Metadata> {
  const page = await loadListingPage(listing, searchParams, lang);
  const t = getServerT(lang, 'hotelList');
  const name = locationName(page.result.location, lang);
  const path = page.query.page > 1 ? `${page.path}?page=${page.query.page}` : page.path;
  return {
    title: t(page.bestPrice ? 'seo.bestPriceTitle' : 'seo.title', { location: name, count: page.result.total }),
    description: t('seo.description', { location: locationFullAddress(page.result.location, lang), count: page.result.total }),
    alternates: alternates(lang, path),
    robots: page.indexable ? undefined : { index: false, follow: true },
  };
}

/** A listing page: the screen plus its structured data, for the hotels and best-price sections. */
export async function ListingPage({ lang, listing, searchParams }: ListingRouteProps) {
  const page = await loadListingPage(listing, searchParams, lang);
  const env = serverEnv();
  const t = getServerT(lang, 'hotelList');
  const common = getServerT(lang, 'common');
  const origin = siteUrl();
  const { result } = page;
  const crumbs = [
    { name: common('nav.hotels'), url: origin + localePath(lang, HOTELS_PATH) },
    ...result.location.parents.map((p) => ({
      name: localized({ vi: p.name_vi, en: p.name }, lang),
      url: origin + localePath(lang, regionListingPath(p.seo_url)),
    })),
    { name: locationName(result.location, lang), url: origin + localePath(lang, page.path) },
  ];
  const hotelUrl = (hotel: HotelListItem) =>
    origin + localePath(lang, hotelDetailPath({ id: hotel.id, name: hotel.name, countryCode: hotel.country_code }));
  return (
    <PageWords lang={lang} namespaces={['searchBox', 'hotelList', 'hotelMap']}>
      <ListingScreen
        lang={lang}
        t={t}
        query={page.query}
        result={result}
        view={page.view}
        places={page.places}
        ssoBaseUrl={env.SSO_BASE_URL}
        corporateUrl={env.CORPORATE_SITE_URL}
        bestPrice={bestPriceConfig()}
        structuredData={
          <>
            <JsonLd data={breadcrumbJsonLd(crumbs)} />
            <JsonLd data={hotelItemListJsonLd(result, hotelUrl)} />
          </>
        }
      />
    </PageWords>
  );
}
