'use client';

import type { MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import type { Lang } from '@/lib/i18n/config';
import type { HotelSuggestion, RegionSuggestion } from '../../schemas';
import { hotelAddress, hotelName, regionAddress, regionName } from '../../search-box/suggestion-text';
import type { SearchSelection } from '../../search-box/types';
import styles from './suggestion-list.module.css';

type Props = {
  id: string;
  lang: Lang;
  regions: RegionSuggestion[];
  hotels: HotelSuggestion[];
  /** index in the flat list (regions, then hotels) */
  highlight: number | null;
  optionId: (index: number) => string;
  onPick: (selection: SearchSelection) => void;
  onClose: () => void;
};

// Keeps the focus in the input when a row is clicked.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** The suggestion listbox: a regions group, then a hotels group (spec 2.2). */
export function SuggestionList({ id, lang, regions, hotels, highlight, optionId, onPick, onClose }: Props) {
  const { t } = useTranslation('searchBox');
  const option = (index: number, kind: 'region' | 'hotel', name: string, detail: string, onClick: () => void, extra?: string) => (
    <div
      key={`${kind}-${index}`}
      id={optionId(index)}
      role="option"
      aria-selected={highlight === index}
      className={highlight === index ? `${styles.option} ${styles.active}` : styles.option}
      data-testid={`suggestion-${kind}`}
      onMouseDown={keepFocus}
      onClick={onClick}
    >
      <span className={styles.name}>{name}</span>
      <span className={styles.detail}>{detail}</span>
      {extra ? <span className={styles.count}>{extra}</span> : null}
    </div>
  );

  return (
    <div className={styles.panel}>
      <button type="button" className={styles.close} aria-label={t('location.closeSuggestions')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      <div role="listbox" id={id} aria-label={t('location.suggestions')} data-testid="suggestion-list">
        {regions.length > 0 ? (
          <div role="group" aria-label={t('location.regions')}>
            <div aria-hidden="true" className={styles.group}>{t('location.regions')}</div>
            {regions.map((r, i) =>
              option(i, 'region', regionName(r, lang), regionAddress(r, lang), () => onPick({ type: 'region', region: r }),
                t('location.hotelCount', { count: r.hotel_count })),
            )}
          </div>
        ) : null}
        {hotels.length > 0 ? (
          <div role="group" aria-label={t('location.hotels')}>
            <div aria-hidden="true" className={styles.group}>{t('location.hotels')}</div>
            {hotels.map((h, i) =>
              option(regions.length + i, 'hotel', hotelName(h, lang), hotelAddress(h, lang), () => onPick({ type: 'hotel', hotel: h })),
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}
