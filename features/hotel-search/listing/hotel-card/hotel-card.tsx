'use client';

import type { MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Lang } from '@/lib/i18n/config';
import { hotelCardHref } from '@/lib/paths';
import type { HotelListItem } from '../../schemas';
import { cardBadge } from './badge';
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
import { localized } from '@/lib/i18n/localized';

/** The first cards are above the fold: their images load at once. */
const EAGER_IMAGES = 2;

export type HotelCardProps = {
  hotel: HotelListItem;
  lang: Lang;
  /** the stay searched: check-in as YYYY-MM-DD; rooms and adults travel to the hotel page */
  stay: { checkIn: string; nights: number; roomCount?: number; adultCount?: number };
  isDomestic: boolean;
  /** the search keyword; only international searches carry it to the detail page */
  keyword?: string | null;
  regionId?: number | null;
  /** position in the list (0-based) */
  index: number;
  ssoBaseUrl: string;
  /** in map mode a click selects the hotel on the map instead of navigating */
  mode?: 'list' | 'map';
  onSelect?: (hotel: HotelListItem) => void;
};

export function HotelCard(props: HotelCardProps) {
  const { hotel, lang, stay, isDomestic, index, ssoBaseUrl, mode = 'list', onSelect } = props;
  const { t } = useTranslation('hotelList');
  const isMobile = useIsMobile();
  const name = localized({ vi: hotel.name_vi, en: hotel.name }, lang);
  const address = localized({ vi: hotel.full_address, en: hotel.full_address_en }, lang);
  const badge = cardBadge(hotel);
  const viewer = useViewer();
  // the rooms left of the rate this viewer is priced at (a member's cheapest rate may be another room type)
  const own = memberStay(hotel, viewer.kind === 'signed-in' ? viewer.rates : null);
  const lowStock = lowStockRooms(own ? { ...hotel, rooms_available: own.roomsLeft } : hotel, isDomestic);
  const newTab = mode === 'list' && !isMobile;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (mode !== 'map') return;
    event.preventDefault();
    onSelect?.(hotel);
  };

  return (
    <article className={styles.card} data-testid="hotel-card" data-hotel-id={hotel.id} data-sold-out={hotel.is_sold_out || undefined}>
      <div className={styles.media}>
        {/* Local SVG thumbnails need no optimisation pipeline. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          className={styles.image}
          src={hotel.thumb_image}
          alt={t('card.imageAlt', { name })}
          width={200}
          height={200}
          loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
          decoding="async"
        />
        {badge && (
          <span className={`${styles.badge} ${styles[badge]}`} data-testid="hotel-badge" data-badge={badge}>
            {t(`badge.${badge}`)}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>
          <a
            className={styles.link}
            href={hotelCardHref(hotel, { lang, stay, keyword: isDomestic ? null : props.keyword, regionId: props.regionId })}
            target={newTab ? '_blank' : undefined}
            rel={newTab ? 'noopener' : undefined}
            onClick={onClick}
            data-testid="hotel-link"
          >
            {name}
          </a>
        </h2>
        <div className={styles.rating}>
          <StarRate stars={hotel.star_rate} label={t('card.stars', { count: hotel.star_rate })} />
          <ReviewBadge score={hotel.review_point} count={hotel.count_reviews} />
        </div>
        <p className={styles.address} data-testid="hotel-address">
          {address}
        </p>
        <FacilityIcons groups={hotel.groupFacilities} lang={lang} />
        <HotelTags tags={hotel.tags} badge={badge} />
        {lowStock !== null && (
          <p className={styles.lowStock} data-testid="low-stock">
            {t('card.lowStock', { count: lowStock })}
          </p>
        )}
      </div>
      <div className={styles.priceColumn}>
        {hotel.is_sold_out ? (
          <p className={styles.soldOut} data-testid="hotel-sold-out">
            {t('card.soldOut')}
          </p>
        ) : (
          <CardPrice hotel={hotel} nights={stay.nights} ssoBaseUrl={ssoBaseUrl} />
        )}
      </div>
    </article>
  );
}
