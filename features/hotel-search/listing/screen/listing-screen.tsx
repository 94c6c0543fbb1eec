import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Lang } from '@/lib/i18n/config';
import { EmptyResult } from './empty-result';
import { FilterBox } from '../filters/filter-box';
import { HotelCards } from '../hotel-card/hotel-cards';
import { toCardHotel } from '../hotel-card/card-hotel';
import { FacilitySprite } from '../hotel-card/facility-sprite';
import { IndividualNotice } from './individual-notice';
import { ListingBreadcrumb } from './listing-breadcrumb';
import { ListingHeading } from './listing-heading';
import { ListingNavigationProvider } from '../listing-navigation';
import { ListingPagination } from './listing-pagination';
import { ListingPending } from './listing-pending';
import { MobileTabBar } from './mobile-tab-bar';
import { PriceModeProvider } from '../price-mode-context';
import { SoldOutNotice } from './sold-out-notice';
import { SortBar } from '../sort/sort-bar';
import { MapTeaser } from '../../map/map-teaser';
import { MobileSummaryBar } from '../../search-box/mobile-summary-bar';
import { SearchBox } from '../../search-box/search-box';
import { selectionFromLocation } from '../../search-box/suggestion-text';
import { locationName } from './location-text';
import { HOME_PATH, localePath, regionListingPath } from '@/lib/paths';
import type { MapPlace } from '../../map/map-place';
import type { HotelSearchQuery, HotelSearchResult } from '../../schemas';
import { LazyMapResults as MapResults } from '../../map/lazy-map-results';
import styles from './listing-screen.module.css';
import { localized } from '@/lib/i18n/localized';

export type ListingScreenProps = {
  lang: Lang;
  t: TFunction;
  query: HotelSearchQuery;
  result: HotelSearchResult;
  view: 'list' | 'map';
  /** map view: the places labelled on the key-free map */
  places?: MapPlace[];
  ssoBaseUrl: string;
  corporateUrl: string;
  bestPrice: { provinceIds: number[]; cityIds: number[] };
  /** JSON-LD and other head-ish content rendered with the page */
  structuredData?: ReactNode;
};

/** Spec 2.3: the hotel list screen (and its map mode, 2.7), rendered on the server. */
export function ListingScreen({
  lang,
  t,
  query,
  result,
  view,
  places = [],
  ssoBaseUrl,
  corporateUrl,
  bestPrice,
  structuredData,
}: ListingScreenProps) {
  const { stay, location } = result;
  const keyword = result.is_domestic ? null : (query.keyword ?? null);
  const destination = {
    keyword: location.regionid === null ? (query.keyword ?? '') : undefined,
    selection: selectionFromLocation(location),
  };
  const searchStay = { checkIn: stay.checkIn, nights: stay.nights, roomCount: stay.roomCount, adultCount: stay.adultCount };
  const searchBox = <SearchBox lang={lang} variant="listing" bestPrice={bestPrice} initial={{ ...destination, ...searchStay }} />;
  const empty = <EmptyResult t={t} checkIn={stay.checkIn} checkOut={stay.checkOut} />;
  const pagination = <ListingPagination total={result.total} page={result.page} pageSize={result.page_size} />;
  const cardProps = { lang, nights: stay.nights, isDomestic: result.is_domestic, ssoBaseUrl };
  const cardContext = { lang, stay, isDomestic: result.is_domestic, keyword, regionId: location.regionid };

  return (
    <ListingNavigationProvider>
      <PriceModeProvider>
        {structuredData}
        <FacilitySprite />
        {view === 'map' ? (
          <MapResults
            result={result}
            places={places}
            lang={lang}
            keyword={keyword}
            ssoBaseUrl={ssoBaseUrl}
            searchBox={searchBox}
            empty={empty}
            pagination={pagination}
          />
        ) : (
          <div className={styles.page}>
            {/* which of the two shows is decided by CSS, so the server's HTML is already right for a phone */}
            <div className={styles.searchDesktop}>{searchBox}</div>
            <div className={styles.searchMobile}>
              <MobileSummaryBar lang={lang} stay={searchStay} destination={destination} bestPrice={bestPrice} />
            </div>
            <IndividualNotice t={t} corporateUrl={corporateUrl} />
            <MobileTabBar total={result.total} isDomestic={result.is_domestic} nights={stay.nights} extra={result.extra} />
            <div className={styles.columns}>
              <aside className={styles.side}>
                <MapTeaser />
                <FilterBox extra={result.extra} isDomestic={result.is_domestic} />
              </aside>
              <section className={styles.main} aria-labelledby="listing-heading">
                <ListingBreadcrumb
                  t={t}
                  homeHref={localePath(lang, HOME_PATH)}
                  parents={location.parents
                    .filter((p) => p.seo_url)
                    .map((p) => ({
                      label: localized({ vi: p.name_vi, en: p.name }, lang),
                      href: localePath(lang, regionListingPath(p.seo_url)),
                    }))}
                  location={locationName(location, lang)}
                  total={result.total}
                  available={result.available_total}
                  checkIn={stay.checkIn}
                  checkOut={stay.checkOut}
                  nights={stay.nights}
                />
                <ListingHeading
                  t={t}
                  lang={lang}
                  location={location}
                  isDomestic={result.is_domestic}
                  seoStarRate={query.star?.length === 1 ? query.star[0] : undefined}
                />
                <SortBar total={result.total} isDomestic={result.is_domestic} nights={stay.nights} />
                {result.all_sold_out && <SoldOutNotice t={t} checkIn={stay.checkIn} checkOut={stay.checkOut} />}
                <ListingPending>
                  {result.hotels.length === 0 ? (
                    empty
                  ) : (
                    <HotelCards hotels={result.hotels.map((hotel) => toCardHotel(hotel, cardContext))} {...cardProps} />
                  )}
                </ListingPending>
                {pagination}
              </section>
            </div>
          </div>
        )}
      </PriceModeProvider>
    </ListingNavigationProvider>
  );
}
