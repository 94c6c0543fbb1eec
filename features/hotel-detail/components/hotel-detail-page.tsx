import 'server-only';
import type { Metadata } from 'next';
import { Price } from '@/features/currency/index';
import { toSummaryDate } from '@/lib/dates/product-date';
import { HOTELS_PATH, alternates, hotelDetailPath, localePath } from '@/lib/paths';
import { localized } from '@/lib/i18n/localized';
import { getServerT } from '@/lib/i18n/server';
import { rateLabel } from '../rate-label';
import { loadHotelPage, type HotelPageProps } from '../server/load-hotel-page';
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

/** A first hotel page: photos, address and every room's rate plans priced for the stay. */
export async function HotelDetailPage(props: Props) {
  const { lang } = props;
  const { detail, address } = await load(props);
  const { hotel, images, rooms } = detail;
  const t = getServerT(lang, 'hotelDetail');
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
                  <span className={styles.price}>
                    <Price vnd={offer.nightlyInclusive} /> {t('perNight')}
                  </span>
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
