import 'server-only';
import type { Metadata } from 'next';
import { serverEnv } from '@/lib/env/server';
import { siteUrl } from '@/lib/env/site';
import { HOTELS_PATH, alternates, firstValue, hotelDetailPath, localePath, regionListingPath, ssoUrl } from '@/lib/paths';
import { localized } from '@/lib/i18n/localized';
import { RESOURCES } from '@/lib/i18n/resources';
import { getServerT } from '@/lib/i18n/server';
import { JsonLd } from '@/lib/seo/json-ld';
import { StarRate } from '@/components/stars/star-rate';
import { Facilities, NearbyPlaces, ReviewSummary } from '../content/hotel-facts';
import { Policies } from '../content/policies';
import { DetailTextProvider } from '../detail-text';
import { clientDetailWords } from '../client-words';
import { galleryGrid, panoramasOf } from '../gallery/gallery-tiles';
import { HotelGallery } from '../gallery/hotel-gallery';
import { breadcrumbJsonLd, hotelJsonLd } from '../server/hotel-json-ld';
import { buildHotelView } from '../server/build-hotel-view';
import { loadHotelPage, type HotelPageProps } from '../server/load-hotel-page';
import { loadViewer } from '../server/load-viewer';
import { mapHotel } from '../server/map-hotel';
import { HotelRooms } from './hotel-rooms';
import styles from './hotel-detail-page.module.css';
import { Breadcrumb } from '@/components/navigation/breadcrumb';

type Props = HotelPageProps & { isCombo?: boolean };
const load = loadHotelPage;
const hotelPath = (hotel: { id: number; name: string; countryCode: string }) =>
  hotelDetailPath({ id: hotel.id, name: hotel.name, countryCode: hotel.countryCode });

export async function hotelDetailMetadata(props: Props): Promise<Metadata> {
  const { detail } = await load(props);
  const { hotel } = detail;
  return {
    title: localized({ vi: hotel.nameVi, en: hotel.name }, props.lang),
    description: localized({ vi: hotel.descriptionVi, en: hotel.descriptionEn }, props.lang),
    alternates: alternates(props.lang, hotelPath(hotel)),
  };
}

/** The page's query as plain single values (the first of repeated ones), for links back to it. */
function plainQuery(searchParams: Props['searchParams']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(searchParams).flatMap(([key, value]) => (firstValue(value) === undefined ? [] : [[key, firstValue(value)!]])),
  );
}

/** The hotel page (spec 2.8): head data, gallery and address, rooms and rates for the stay, the hotel's facts. */
export async function HotelDetailPage(props: Props) {
  const { lang, isCombo = false } = props;
  const [{ detail, address, party }, viewer] = await Promise.all([load(props), loadViewer()]);
  const view = buildHotelView(detail, { checkIn: address.checkIn, nights: address.nights }, party, viewer, lang);
  const { hotel, images } = detail;
  const t = getServerT(lang, 'hotelDetail');
  const list = getServerT(lang, 'hotelList');
  const common = getServerT(lang, 'common');
  const origin = siteUrl();
  const path = localePath(lang, hotelPath(hotel));
  const query = plainQuery(props.searchParams);
  const search = new URLSearchParams(query).toString();
  const loginHref = ssoUrl(serverEnv().SSO_BASE_URL, 'login', `${origin}${path}${search ? `?${search}` : ''}`);
  const name = localized({ vi: hotel.nameVi, en: hotel.name }, lang);
  const fullAddress = localized({ vi: hotel.fullAddress, en: hotel.fullAddressEn }, lang);
  const crumbs = [
    { name: common('nav.hotels'), url: origin + localePath(lang, HOTELS_PATH) },
    ...(hotel.countryCode === 'VN'
      ? detail.places.map((p) => ({
          name: localized({ vi: p.nameVi, en: p.name }, lang),
          url: origin + localePath(lang, regionListingPath(p.seoUrl)),
        }))
      : []),
    { name, url: origin + path },
  ];
  const photos = images.filter((i) => !i.is360).map((i) => i.url);
  const freeCancelRates = view.rooms.reduce((n, room) => n + room.offers.filter((o) => o.freeCancel24h).length, 0);

  return (
    <article className={styles.page} data-testid="hotel-detail">
      <JsonLd data={hotelJsonLd(hotel, view, { lang, url: origin + path, origin, image: photos[0] ?? null })} />
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <Breadcrumb
        label={t('breadcrumb')}
        crumbs={crumbs.map((crumb, i) => ({ label: crumb.name, href: i < crumbs.length - 1 ? crumb.url.slice(origin.length) : undefined }))}
      />
      <header className={styles.header}>
        <h1 className={styles.name}>{name}</h1>
        <StarRate stars={hotel.starRate} label={list('card.stars', { count: hotel.starRate })} />
      </header>
      <ReviewSummary score={hotel.reviewPoint} count={hotel.countReviews} scores={hotel.reviewScores} t={t} list={list} />
      <DetailTextProvider lang={lang} resources={clientDetailWords(RESOURCES[lang].hotelDetail)}>
        <HotelGallery
          hotelName={name}
          grid={galleryGrid(images, { isCombo })}
          photos={photos}
          panoramas={panoramasOf(images)}
          address={fullAddress}
          mapHotel={mapHotel(hotel, view, address.nights, lang)}
          isCombo={isCombo}
        />
        <p className={styles.description} data-testid="hotel-description">
          {localized({ vi: hotel.descriptionVi, en: hotel.descriptionEn }, lang)}
        </p>
        <HotelRooms
          hotelId={hotel.id}
          view={view}
          address={address}
          party={party}
          viewer={viewer}
          loginHref={loginHref}
          path={path}
          query={query}
          lang={lang}
          t={t}
        />
      </DetailTextProvider>
      <div className={styles.facts}>
        <Facilities keys={hotel.facilities} lang={lang} t={t} />
        <Policies
          checkIn={address.checkIn}
          checkInTime={hotel.checkInTime}
          checkOutTime={hotel.checkOutTime}
          freeCancelRates={freeCancelRates}
          lang={lang}
          t={t}
        />
        <NearbyPlaces places={hotel.nearbyPlaces} lang={lang} t={t} />
      </div>
      <a className={styles.back} href={localePath(lang, HOTELS_PATH)}>
        {t('backToHotels')}
      </a>
    </article>
  );
}
