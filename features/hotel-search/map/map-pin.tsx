'use client';

import type { CSSProperties } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCurrency } from '@/features/currency';
import type { HotelListItem } from '../schemas';
import { viewerNightly } from '../listing/price-view';
import { useViewer } from '../listing/viewer';
import { useHotelName } from './use-hotel-name';
import styles from './map-pin.module.css';

type Props = {
  hotel: HotelListItem;
  active: boolean;
  /** drawn above its neighbours (hovered) */
  raised?: boolean;
  onSelect: (hotel: HotelListItem) => void;
  /** the pin's tip sits at `left`/`top` */
  style?: CSSProperties;
};

/** A price pin: the nightly price with VAT and fees. */
export function MapPin({ hotel, active, raised = false, onSelect, style }: Props) {
  const { t } = useTranslation('hotelMap');
  const { format } = useCurrency();
  const name = useHotelName()(hotel);
  const viewer = useViewer();
  const price = hotel.is_sold_out ? t('soldOut') : format(viewerNightly(hotel, viewer.kind === 'signed-in' ? viewer.rates : null));
  const className = [styles.pin, active && styles.active, raised && styles.raised].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={className}
      style={style}
      data-testid="map-pin"
      data-hotel-id={hotel.id}
      aria-label={t('pinLabel', { name, price })}
      aria-pressed={active}
      onClick={() => onSelect(hotel)}
    >
      {price}
    </button>
  );
}
