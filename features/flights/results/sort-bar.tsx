'use client';

import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PRICE_VIEWS, RESULT_SORTS, type PriceView, type ResultSort } from './results-state';
import styles from './sort-bar.module.css';

type Props = { sort: ResultSort; priceView: PriceView; onSort: (sort: ResultSort) => void; onPriceView: (view: PriceView) => void };

/** The sorts (lowest price, earliest, latest) and how prices show (per adult or everyone, with or without taxes). */
export function SortBar({ sort, priceView, onSort, onPriceView }: Props) {
  const { t } = useTranslation('flights');
  const id = useId();
  const viewLabel = (view: PriceView) => {
    const [tax, who] = view.split('_') as ['taxFee' | 'noTaxFee', 'one' | 'all'];
    return `${t(`sort.${who}`)}, ${t(`sort.${tax}`).toLowerCase()}`;
  };
  return (
    <div className={styles.bar} data-testid="flight-sort">
      <div role="radiogroup" aria-label={t('sort.label')} className={styles.sorts}>
        {RESULT_SORTS.map((key) => (
          <button
            key={key}
            type="button"
            role="radio"
            aria-checked={sort === key}
            className={styles.sort}
            onClick={() => onSort(key)}
            data-testid={`sort-${key}`}
          >
            {t(key === 'price' ? 'sort.price' : `sort.${key}`)}
          </button>
        ))}
      </div>
      <label className={styles.view} htmlFor={`${id}-view`}>
        <span>{t('sort.priceView')}</span>
        <select
          id={`${id}-view`}
          value={priceView}
          onChange={(event) => onPriceView(event.target.value as PriceView)}
          data-testid="price-view"
        >
          {PRICE_VIEWS.map((view) => (
            <option key={view} value={view}>
              {viewLabel(view)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
