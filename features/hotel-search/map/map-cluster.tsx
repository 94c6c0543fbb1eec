'use client';

import type { CSSProperties } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './map-pin.module.css';

/** Pins too close to tell apart: a round badge with their count; a click zooms in until they split. */
export function MapCluster({ ids, onZoom, style }: { ids: number[]; onZoom: () => void; style?: CSSProperties }) {
  const count = ids.length;
  const { t } = useTranslation('hotelMap');
  return (
    <button
      type="button"
      className={styles.cluster}
      style={style}
      data-testid="map-cluster"
      data-count={count}
      data-hotel-ids={ids.join(',')}
      aria-label={t('clusterLabel', { count })}
      onClick={onZoom}
    >
      {count}
    </button>
  );
}
