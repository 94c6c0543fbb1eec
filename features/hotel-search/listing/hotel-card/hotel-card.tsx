'use client';

import type { MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Lang } from '@/lib/i18n/config';
import type { CardHotel } from './card-hotel';
import { lowStockRooms } from './low-stock';
import { memberStay } from '../price-view';
import { useViewer } from '../viewer';
import { CardPrice } from './card-price';
import { FacilityIcons } from './facility-icons';
import { HotelTags } from './hotel-tags';
import { ReviewBadge } from './review-badge';
import { StarRate } from '@/components/stars/star-rate';
import { useIsMobile } from '@/lib/hooks/use-is-mobile';
import styles from './hotel-card.module.css';

/** The first cards are above the fold: their images load at once. */
const EAGER_IMAGES = 2;

export type HotelCardProps = {
  /** what the card shows, in the page's language (toCardHotel) */
  hotel: CardHotel;
  lang: Lang;
  nights: number;
  isDomestic: boolean;
  /** position in the list (0-based) */
  index: number;
  ssoBaseUrl: string;
  /** in map mode a click selects the hotel on the map instead of navigating */
  mode?: 'list' | 'map';
  onSelect?: () => void;
};

export function HotelCard(props: HotelCardProps) {
  const { hotel, lang, nights, isDomestic, index, ssoBaseUrl, mode = 'list', onSelect } = props;
  const { t } = useTranslation('hotelList');
  const isMobile = useIsMobile();
  const { name, badge } = hotel;
  const viewer = useViewer();
  // the rooms left of the rate this viewer is priced at (a member's cheapest rate may be another room type)
  const own = memberStay(hotel, viewer.kind === 'signed-in' ? viewer.rates : null);
  const lowStock = lowStockRooms({ rooms_available: own ? own.roomsLeft : hotel.rooms_available, is_sold_out: hotel.soldOut }, isDomestic);
  const newTab = mode === 'list' && !isMobile;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (mode !== 'map') return;
    event.preventDefault();
    onSelect?.();
  };

  return (
    <article className={styles.card} data-testid="hotel-card" data-hotel-id={hotel.id} data-sold-out={hotel.soldOut || undefined}>
      <div className={styles.media}>
        {/* Local SVG thumbnails need no optimisation pipeline. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          className={styles.image}
          src={hotel.thumb}
          alt={t('card.imageAlt', { name })}
          width={200}
          height={200}
          loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
          decoding="async"
        />
        {badge && (
          <span className={`${styles.badge} ${styles[badge]}`} data-testid="hotel-badge">
            {t(`badge.${badge}`)}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>
          <a
            className={styles.link}
            href={hotel.href}
            target={newTab ? '_blank' : undefined}
            rel={newTab ? 'noopener' : undefined}
            onClick={onClick}
            data-testid="hotel-link"
          >
            {name}
          </a>
        </h2>
        <div className={styles.rating}>
          <StarRate stars={hotel.stars} label={t('card.stars', { count: hotel.stars })} />
          <ReviewBadge score={hotel.review} count={hotel.reviews} />
        </div>
        <p className={styles.address} data-testid="hotel-address">
          {hotel.address}
        </p>
        <FacilityIcons facilities={hotel.facilities} more={hotel.moreFacilities} lang={lang} />
        <HotelTags chips={hotel.tags} />
        {lowStock !== null && (
          <p className={styles.lowStock} data-testid="low-stock">
            {t('card.lowStock', { count: lowStock })}
          </p>
        )}
      </div>
      <div className={styles.priceColumn}>
        {hotel.soldOut ? (
          <p className={styles.soldOut} data-testid="hotel-sold-out">
            {t('card.soldOut')}
          </p>
        ) : (
          <CardPrice hotel={hotel} nights={nights} ssoBaseUrl={ssoBaseUrl} />
        )}
      </div>
    </article>
  );
}
