'use client';

import { toSummaryDate } from '@/lib/dates/product-date';
import { useTranslation } from '@/lib/i18n/use-translation';
import { arrivalDayOffset } from '../rules/flight-words';
import styles from './combo-builder.module.css';

/** "HH:mm" of an arrival, marked +1 (and its date for screen readers) when it lands after midnight of its departure day. */
export function ArrivalTime({ startDate, endDate }: { startDate: string; endDate: string }) {
  const { t } = useTranslation('combos');
  const offset = arrivalDayOffset(startDate, endDate);
  return (
    <span data-testid="combo-arrival" data-day-offset={offset}>
      {endDate.slice(11, 16)}
      {offset > 0 ? (
        <>
          <sup className={styles.plus} aria-hidden="true">
            {t('nextDay', { count: offset })}
          </sup>
          <span className="visually-hidden"> ({t('arrivesOn', { date: toSummaryDate(endDate.slice(0, 10)) })})</span>
        </>
      ) : null}
    </span>
  );
}
