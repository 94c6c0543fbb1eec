'use client';

import type { CSSProperties } from 'react';
import { StarRate } from '@/components/stars/star-rate';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCurrency } from '@/features/currency';
import type { HotelListItem } from '../schemas';
import { viewerNightly } from '../listing/price-view';
import { useViewer } from '../listing/viewer';
import { useMapSelection } from './map-selection-context';
import { useHotelName } from './use-hotel-name';
import styles from './pin-card.module.css';

/**
 * The small card above the active pin: name, stars, nightly price and a close button. As on the big
 * sites it opens the hotel page for the stay and party searched (the whole card is the link).
 */
export function PinCard({ hotel, onClose, style }: { hotel: HotelListItem; onClose: () => void; style?: CSSProperties }) {
  const { t } = useTranslation('hotelMap');
  const { format } = useCurrency();
  const { hotelHref } = useMapSelection();
  const name = useHotelName()(hotel);
  const stars = Math.max(0, Math.min(5, hotel.star_rate));
  const href = hotelHref?.(hotel);
  const viewer = useViewer();
  return (
    <div className={styles.card} style={style} role="group" aria-label={name} data-testid="map-pin-card" data-hotel-id={hotel.id}>
      <p className={styles.name}>
        {href ? (
          <a href={href} className={styles.link} data-testid="map-pin-card-link">
            {name}
          </a>
        ) : (
          name
        )}
      </p>
      {stars > 0 && (
        <p className={styles.stars}>
          <StarRate stars={stars} label={t('stars', { count: stars })} />
        </p>
      )}
      <p className={styles.price}>
        {hotel.is_sold_out ? (
          <strong>{t('soldOut')}</strong>
        ) : (
          <>
            <strong>{format(viewerNightly(hotel, viewer.kind === 'signed-in' ? viewer.rates : null))}</strong> {t('perNight')}
          </>
        )}
      </p>
      {href && (
        <p className={styles.more} aria-hidden="true">
          {t('viewHotel')} →
        </p>
      )}
      <button type="button" className={styles.close} aria-label={t('closeCard')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
