'use client';

import { useTranslation } from '@/lib/i18n/use-translation';
import { sortQuery } from '../filters/filter-query';
import { currentSortKey, sortOptionKey, visibleSortOptions } from './sort-options';
import { useListingNavigation } from '../listing-navigation';
import { usePriceMode } from '../price-mode-context';
import styles from './sort-bar.module.css';

type Props = { total: number; isDomestic: boolean; nights: number };

/** Desktop sort and summary bar: hotel count, sort options and the two price-display switches. */
export function SortBar({ total, isDomestic, nights }: Props) {
  const { t } = useTranslation('hotelList');
  const { query, replaceQuery } = useListingNavigation();
  const { isPriceOneNight, isShowFinalPriceHotel, setPriceOneNight, setShowFinalPrice } = usePriceMode();
  const current = currentSortKey(query);
  return (
    <div className={styles.bar} data-testid="sort-bar">
      <p className={styles.count} data-testid="sort-bar-count">
        {t('sort.found', { count: total })}
      </p>
      <div className={styles.options} role="group" aria-label={t('sort.label')}>
        <span className={styles.label} aria-hidden="true">
          {t('sort.label')}:
        </span>
        {visibleSortOptions(isDomestic).map((option) => {
          const key = sortOptionKey(option);
          return (
            <button
              key={key}
              type="button"
              className={styles.option}
              aria-pressed={key === current}
              onClick={() => key !== current && replaceQuery(sortQuery(query, option.sort_by, option.sort_mode))}
              data-testid={`sort-${key}`}
            >
              {t(`sort.${key}`)}
            </button>
          );
        })}
      </div>
      <div className={styles.switches}>
        <label>
          <input
            type="checkbox"
            checked={nights === 1 || isPriceOneNight}
            disabled={nights === 1}
            onChange={(event) => setPriceOneNight(event.target.checked)}
            data-testid="sort-bar-one-night"
          />{' '}
          {t('sort.oneNight')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={isShowFinalPriceHotel}
            onChange={(event) => setShowFinalPrice(event.target.checked)}
            data-testid="sort-bar-final-price"
          />{' '}
          {t('sort.finalPrice')}
        </label>
      </div>
    </div>
  );
}
