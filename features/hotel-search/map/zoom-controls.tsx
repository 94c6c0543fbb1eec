'use client';

import { useTranslation } from '@/lib/i18n/use-translation';
import { MAX_ZOOM, MIN_ZOOM } from './constants';
import styles from './svg-map.module.css';

/** + / − buttons; zooming out stops at the minimum zoom (3). */
export function ZoomControls({ zoom, onZoom }: { zoom: number; onZoom: (delta: 1 | -1) => void }) {
  const { t } = useTranslation('hotelMap');
  return (
    <div className={styles.zoom}>
      <button type="button" aria-label={t('zoomIn')} disabled={zoom >= MAX_ZOOM} onClick={() => onZoom(1)}>
        <span aria-hidden="true">+</span>
      </button>
      <button type="button" aria-label={t('zoomOut')} disabled={zoom <= MIN_ZOOM} onClick={() => onZoom(-1)}>
        <span aria-hidden="true">−</span>
      </button>
    </div>
  );
}
