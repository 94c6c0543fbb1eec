'use client';

import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Lang } from '@/lib/i18n/config';
import { toSummaryDate } from '@/lib/dates/product-date';
import type { AirportOption, FlightSearchResult } from '../schemas';
import { airportCity } from '../search-box/airport-search';
import { FlightSearchBox } from '../search-box/flight-search-box';
import styles from './summary-bar.module.css';

type Props = { lang: Lang; params: FlightSearchResult['params']; airports: AirportOption[] };

/** Route, dates and passengers of the search; "Change search" opens the search box prefilled. */
export function SummaryBar({ lang, params, airports }: Props) {
  const { t } = useTranslation('flights');
  const [editing, setEditing] = useState(false);
  const city = (code: string) => {
    const airport = airports.find((a) => a.code === code);
    return airport ? `${airportCity(airport, lang)} (${code})` : code;
  };
  const passengers = params.adultCount + params.childCount + params.infantCount;
  const dates = params.returnDate
    ? `${toSummaryDate(params.departDate)} - ${toSummaryDate(params.returnDate)}`
    : toSummaryDate(params.departDate);
  return (
    <section className={styles.bar} data-testid="flight-summary">
      <div className={styles.summary}>
        <p className={styles.route}>
          {city(params.originCode)} <span aria-hidden="true">{params.returnDate ? '⇄' : '→'}</span>
          <span className="visually-hidden">-</span> {city(params.destinCode)}
        </p>
        <p className={styles.details}>
          {params.returnDate ? t('box.roundTrip') : t('box.oneWay')} · {dates} · {t('passengers.count', { count: passengers })}
        </p>
      </div>
      <button
        type="button"
        className={styles.change}
        aria-expanded={editing}
        onClick={() => setEditing((e) => !e)}
        data-testid="change-search"
      >
        {editing ? t('results.closeSearch') : t('results.changeSearch')}
      </button>
      {editing && (
        <div className={styles.box}>
          <FlightSearchBox
            lang={lang}
            variant="listing"
            airports={airports}
            initial={{
              originCode: params.originCode,
              destinCode: params.destinCode,
              departDate: params.departDate,
              returnDate: params.returnDate,
              roundTrip: params.leg === 1,
              adultCount: params.adultCount,
              childCount: params.childCount,
              infantCount: params.infantCount,
            }}
          />
        </div>
      )}
    </section>
  );
}
