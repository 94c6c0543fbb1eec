'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Lang } from '@/lib/i18n/config';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { useCurrency } from '@/features/currency/index';
import { useFareCalendar } from '../api/fare-calendar';
import { FLIGHT_LIMITS, type FareCalendar, type PassengerCounts } from '../schemas';
import { useWheelScroll } from './use-wheel-scroll';
import styles from './fare-calendar-strip.module.css';

type Props = PassengerCounts & {
  lang: Lang;
  originCode: string;
  destinCode: string;
  /** the searched day (ISO): its month is shown first */
  date: string;
  /** days before this (ISO) cannot be picked */
  min: string;
  onPick: (iso: string) => void;
  /** a calendar already known (tests, or the page), used while its month is shown */
  initial?: FareCalendar;
  /** the live search of the searched day: its lowest one-adult price, null when nothing is left for the party */
  searched?: { date: string; minPrice: number | null };
};

const locale = (lang: Lang) => (lang === 'vi' ? 'vi-VN' : 'en-GB');
const weekday = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(locale(lang), { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const monthTitle = (month: string, lang: Lang) =>
  new Intl.DateTimeFormat(locale(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** The YYYY-MM month `step` months after `month`. */
function shiftMonth(month: string, step: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + step;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * A month of the lowest one-adult fare per day (combo-search-month-v2), the cheapest day marked; a click
 * searches that day. Arrows move a month at a time across the sale window (today to today + the booking
 * window), the wheel scrolls the days; days before `min` are not offered, days past the window are "not on sale".
 */
export function FareCalendarStrip({ lang, originCode, destinCode, date, min, onPick, initial, searched, ...counts }: Props) {
  const { t } = useTranslation('flights');
  const { format } = useCurrency();
  // the month shown follows the searched day until an arrow moves it
  const [moved, setMoved] = useState<{ date: string; month: string } | null>(null);
  const month = moved?.date === date ? moved.month : date.slice(0, 7);
  const lastSaleDay = addDays(todayIso(), FLIGHT_LIMITS.bookingWindowDays);
  const known = initial?.month === month ? initial : undefined;
  const { data, isError, refetch } = useFareCalendar(known ? null : { originCode, destinCode, month, ...counts });
  const calendar = known ?? (data?.month === month ? data : undefined);
  const listRef = useRef<HTMLUListElement>(null);
  useWheelScroll(listRef);
  // The month is kept 10 minutes here: when the live search of the searched day says otherwise (its cheapest seats
  // went since), the month is asked again (the server checks its own copy), once for each disagreement.
  const live = searched && calendar?.days.some((d) => d.date === searched.date) ? searched : undefined;
  const stale = !known && live !== undefined && calendar?.days.find((d) => d.date === live.date)?.minPrice !== live.minPrice;
  const reasked = useRef<string | null>(null);
  useEffect(() => {
    const disagreement = stale ? `${month}|${live.date}|${live.minPrice}` : null;
    if (disagreement === null || reasked.current === disagreement) return;
    reasked.current = disagreement;
    void refetch();
  }, [stale, month, live?.date, live?.minPrice, refetch]);
  useEffect(() => {
    const list = listRef.current;
    const selected = list?.querySelector<HTMLElement>('[aria-current="date"]');
    if (selected) selected.scrollIntoView?.({ block: 'nearest', inline: 'center' });
    else if (list) list.scrollLeft = 0;
  }, [calendar, date]);
  if (isError && !calendar) return null;
  const days = calendar?.days.filter((d) => d.date >= min) ?? [];
  if (calendar && days.length === 0 && month === date.slice(0, 7)) return null;
  const go = (step: number) => setMoved({ date, month: shiftMonth(month, step) });
  const title = t('calendar.title');
  return (
    <section
      className={styles.strip}
      aria-label={title}
      aria-busy={calendar ? undefined : true}
      data-testid={calendar ? 'fare-calendar' : undefined}
    >
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        <div className={styles.months}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(-1)}
            disabled={month <= min.slice(0, 7)}
            aria-label={t('calendar.prev')}
            data-testid="calendar-prev"
          >
            ‹
          </button>
          <span className={styles.month} aria-live="polite" data-testid="calendar-month">
            {monthTitle(month, lang)}
          </span>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(1)}
            disabled={month >= lastSaleDay.slice(0, 7)}
            aria-label={t('calendar.next')}
            data-testid="calendar-next"
          >
            ›
          </button>
        </div>
      </div>
      {calendar ? (
        <ul ref={listRef} className={styles.days}>
          {days.map((shown) => {
            // the searched day shows what the search found, not an older copy
            const day = live?.date === shown.date ? { ...shown, minPrice: live.minPrice } : shown;
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
                  <span className={styles.price}>
                    {day.minPrice !== null ? format(day.minPrice) : day.date > lastSaleDay ? t('calendar.notOnSale') : t('calendar.none')}
                  </span>
                  {cheapest && <span className={styles.tag}>{t('calendar.cheapest')}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <StripPlaceholder />
      )}
    </section>
  );
}

const PLACEHOLDER_DAYS = 7;

/** The days' place while a month loads, as tall as loaded days (three lines a day), so the list below does not move. */
function StripPlaceholder() {
  return (
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
  );
}
