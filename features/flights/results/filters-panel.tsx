'use client';

import { useTranslation } from '@/lib/i18n/use-translation';
import { useCurrency } from '@/features/currency/index';
import type { FlightSearchResult, TimeBucket } from '../schemas';
import { AirlineLogo } from './airline-logo';
import styles from './filters-panel.module.css';

type Props = {
  facets: FlightSearchResult['facets'];
  airlines: string[];
  times: TimeBucket[];
  onAirline: (code: string) => void;
  onTime: (bucket: TimeBucket) => void;
  onClear: () => void;
};

/** Airline and departure-time filters with the server's counts (each group counted under the other's filter). */
export function FiltersPanel({ facets, airlines, times, onAirline, onTime, onClear }: Props) {
  const { t } = useTranslation('flights');
  const { format } = useCurrency();
  const active = airlines.length + times.length > 0;
  return (
    <section className={styles.panel} aria-labelledby="flight-filters-title" data-testid="flight-filters">
      <div className={styles.head}>
        <h2 id="flight-filters-title" className={styles.title}>
          {t('filters.title')}
        </h2>
        {active && (
          <button type="button" className={styles.clear} onClick={onClear} data-testid="clear-filters">
            {t('filters.clear')}
          </button>
        )}
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('filters.airlines')}</legend>
        {facets.airlines.map((airline) => {
          const checked = airlines.includes(airline.code);
          return (
            <label key={airline.code} className={styles.option} data-testid={`filter-airline-${airline.code}`}>
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && airline.count === 0}
                onChange={() => onAirline(airline.code)}
              />
              <AirlineLogo code={airline.code} name={airline.name} logo={airline.logo} />
              <span className={styles.name}>
                {airline.name}
                {airline.minPrice !== null && (
                  <small className={styles.from}>{t('filters.from', { price: format(airline.minPrice) })}</small>
                )}
              </span>
              <span className={styles.count}>{airline.count}</span>
            </label>
          );
        })}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('filters.times')}</legend>
        {facets.timeBuckets.map((bucket) => {
          const checked = times.includes(bucket.key);
          return (
            <label key={bucket.key} className={styles.option} data-testid={`filter-time-${bucket.key}`}>
              <input type="checkbox" checked={checked} disabled={!checked && bucket.count === 0} onChange={() => onTime(bucket.key)} />
              <span className={styles.name}>{t(`filters.buckets.${bucket.key}`)}</span>
              <span className={styles.count}>{bucket.count}</span>
            </label>
          );
        })}
      </fieldset>
    </section>
  );
}
