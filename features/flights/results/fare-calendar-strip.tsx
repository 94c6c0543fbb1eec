'use client';

import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import type { Lang } from '@/lib/i18n/config';
import { useCurrency } from '@/features/currency/index';
import { useFareCalendar } from '../api/fare-calendar';
import type { FareCalendar, PassengerCounts } from '../schemas';
import styles from './fare-calendar-strip.module.css';

type Props = PassengerCounts & {
  lang: Lang;
  originCode: string;
  destinCode: string;
  /** the searched day (ISO): its month is shown */
  date: string;
  /** days before this (ISO) cannot be picked */
  min: string;
  onPick: (iso: string) => void;
  /** a calendar already known (tests, or the page) */
  initial?: FareCalendar;
};

const weekday = (iso: string, lang: Lang) => new Intl.DateTimeFormat(lang === 'vi' ? 'vi-VN' : 'en-GB', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/**
 * The month's lowest one-adult fare per day (combo-search-month-v2), the cheapest day marked; a click
 * searches that day. Days before `min` and days with nothing on sale are not offered.
 */
export function FareCalendarStrip({ lang, originCode, destinCode, date, min, onPick, initial, ...counts }: Props) {
  const { t } = useTranslation('flights');
  const { format } = useCurrency();
  const body = { originCode, destinCode, month: date.slice(0, 7), ...counts };
  const { data, isError } = useFareCalendar(initial ? null : body);
  const calendar = initial ?? data;
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const selected = listRef.current?.querySelector<HTMLElement>('[aria-current="date"]');
    selected?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [calendar, date]);
  if (!calendar) return isError ? null : <StripPlaceholder title={t('calendar.title')} />;
  const days = calendar.days.filter((d) => d.date >= min);
  if (days.length === 0) return null;
  return (
    <section className={styles.strip} aria-label={t('calendar.title')} data-testid="fare-calendar">
      <h2 className={styles.title}>{t('calendar.title')}</h2>
      <ul ref={listRef} className={styles.days}>
        {days.map((day) => {
          const cheapest = day.date === calendar.cheapestDate;
          const current = day.date === date;
          return (
            <li key={day.date}>
              <button
                type="button"
                className={`${styles.day} ${cheapest ? styles.cheapest : ''}`}
                aria-current={current ? 'date' : undefined}
                disabled={day.minPrice === null || current}
                onClick={() => onPick(day.date)}
                data-testid="calendar-day"
                data-date={day.date}
              >
                <span className={styles.date}>
                  {weekday(day.date, lang)} {day.date.slice(8, 10)}/{day.date.slice(5, 7)}
                </span>
                <span className={styles.price}>{day.minPrice === null ? t('calendar.none') : format(day.minPrice)}</span>
                {cheapest && <span className={styles.tag}>{t('calendar.cheapest')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const PLACEHOLDER_DAYS = 7;

/** The strip's place while its month loads, as tall as a loaded strip (three lines a day), so the list below does not move. */
function StripPlaceholder({ title }: { title: string }) {
  return (
    <section className={styles.strip} aria-label={title} aria-busy="true">
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.days}>
        {Array.from({ length: PLACEHOLDER_DAYS }, (_, i) => (
          <li key={i}>
            <div className={`${styles.day} ${styles.placeholder}`}>
              <span className={styles.date}>&nbsp;</span>
              <span className={styles.price}>&nbsp;</span>
              <span className={styles.tag}>&nbsp;</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
