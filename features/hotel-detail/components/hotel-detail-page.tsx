import 'server-only';
import type { Metadata } from 'next';
import { toSummaryDate } from '@/lib/dates/product-date';
import { serverEnv } from '@/lib/env/server';
import { siteUrl } from '@/lib/env/site';
import { HOTELS_PATH, alternates, hotelDetailPath, localePath, ssoUrl } from '@/lib/paths';
import { localized } from '@/lib/i18n/localized';
import { getServerT } from '@/lib/i18n/server';
import { rateLabel } from '../rate-label';
import { loadHotelPage, type HotelPageProps } from '../server/load-hotel-page';
import { loadViewer } from '../server/load-viewer';
import { OfferPrice } from './offer-price';
import styles from './hotel-detail-page.module.css';

type Props = HotelPageProps;
const load = loadHotelPage;

export async function hotelDetailMetadata(props: Props): Promise<Metadata> {
  const { detail } = await load(props);
  const { hotel } = detail;
  const path = hotelDetailPath({ id: hotel.id, name: hotel.name, countryCode: hotel.countryCode });
  return {
    title: localized({ vi: hotel.nameVi, en: hotel.name }, props.lang),
    description: localized({ vi: hotel.descriptionVi, en: hotel.descriptionEn }, props.lang),
    alternates: alternates(props.lang, path),
  };
}

/** This page's absolute address with its query, the sign-on callback of the member-price log-in link. */
function currentPageUrl(lang: Props['lang'], hotel: { id: number; name: string; countryCode: string }, searchParams: Props['searchParams']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) for (const one of [value].flat()) if (one !== undefined) query.append(key, one);
  const search = query.toString();
  return `${siteUrl()}${localePath(lang, hotelDetailPath({ id: hotel.id, name: hotel.name, countryCode: hotel.countryCode }))}${search ? `?${search}` : ''}`;
}

/** A first hotel page: photos, address and every room's rate plans priced for the stay. */
export async function HotelDetailPage(props: Props) {
  const { lang } = props;
  const [{ detail, address }, viewer] = await Promise.all([load(props), loadViewer()]);
  const { hotel, images, rooms } = detail;
  const t = getServerT(lang, 'hotelDetail');
  const loginHref = ssoUrl(serverEnv().SSO_BASE_URL, 'login', currentPageUrl(lang, hotel, props.searchParams));
  return (
    <article className={styles.page} data-testid="hotel-detail">
      <h1 className={styles.name}>{localized({ vi: hotel.nameVi, en: hotel.name }, lang)}</h1>
      <p className={styles.address}>{localized({ vi: hotel.fullAddress, en: hotel.fullAddressEn }, lang)}</p>
      <div className={styles.gallery}>
        {images.slice(0, 7).map((image, i) => (
          // eslint-disable-next-line @next/next/no-img-element -- generated local SVG illustrations
          <img key={image.url} src={image.url} alt={t('photo', { n: i + 1 })} width={400} height={300} loading={i < 3 ? 'eager' : 'lazy'} />
        ))}
      </div>
      <p>{localized({ vi: hotel.descriptionVi, en: hotel.descriptionEn }, lang)}</p>
      <h2>{t('rooms', { from: toSummaryDate(address.checkIn), to: toSummaryDate(address.checkOut), count: address.nights })}</h2>
      <ul className={styles.rooms}>
        {rooms.map((room) => (
          <li key={room.id} className={styles.room}>
            <h3>{room.name}</h3>
            <p className={styles.muted}>{t('roomFacts', { adults: room.maxAdults, size: room.sizeM2 })}</p>
            <ul className={styles.offers}>
              {room.offers.map((offer) => (
                <li key={offer.planId} className={styles.offer}>
                  <span data-testid="rate-label">
                    {rateLabel(offer.name, [...(offer.breakfast ? [t('breakfast')] : []), ...(offer.freeCancel24h ? [t('freeCancel')] : [])])}
                  </span>
                  <OfferPrice offer={offer} viewer={viewer} loginHref={loginHref} t={t} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{t('bookingSoon')}</p>
      <a href={localePath(lang, HOTELS_PATH)}>{t('backToHotels')}</a>
    </article>
  );
}
