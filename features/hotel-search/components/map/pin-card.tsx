'use client';

import type { CSSProperties } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useCurrency } from '@/features/currency';
import type { HotelListItem } from '../../schemas';
import { useHotelName } from './use-hotel-name';
import styles from './pin-card.module.css';

/** The small card above the active pin: name, stars, nightly price and a close button. */
export function PinCard({ hotel, onClose, style }: { hotel: HotelListItem; onClose: () => void; style?: CSSProperties }) {
  const { t } = useTranslation('hotelMap');
  const { format } = useCurrency();
  const name = useHotelName()(hotel);
  const stars = Math.max(0, Math.min(5, hotel.star_rate));
  return (
    <div className={styles.card} style={style} role="group" aria-label={name} data-testid="map-pin-card" data-hotel-id={hotel.id}>
      <button type="button" className={styles.close} aria-label={t('closeCard')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      <p className={styles.name}>{name}</p>
      {stars > 0 && (
        <p className={styles.stars} role="img" aria-label={t('stars', { count: stars })}>
          {'★'.repeat(stars)}
        </p>
      )}
      <p className={styles.price}>
        <strong>{format(hotel.final_price.nightly.inclusive)}</strong> {t('perNight')}
      </p>
    </div>
  );
}
