'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import { useCurrency } from '@/features/currency/index';
import { addDays, toSummaryDate } from '@/lib/dates/product-date';
import { formatCompactVnd } from '@/lib/money/format-money';
import type { Lang } from '@/lib/i18n/config';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ComboCalendar, ComboDay } from '../schemas';
import styles from './combo-builder.module.css';

/** The YYYY-MM months of a departure window from today's month on. */
export function monthsOf(validFrom: string, validTo: string, today: string): string[] {
  const months: string[] = [];
  let month = (validFrom > today ? validFrom : today).slice(0, 7);
  const last = validTo.slice(0, 7);
  while (month <= last && months.length < 24) {
    months.push(month);
    const [y, m] = month.split('-').map(Number) as [number, number];
    month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  }
  return months;
}

type Props = {
  lang: Lang;
  month: string;
  calendar: ComboCalendar | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  selected: string | null;
  onSelect: (date: string) => void;
  onPrev: (() => void) | null;
  onNext: (() => void) | null;
  /** the deal's departure window and today (ISO), to say why a day has no price */
  validFrom?: string;
  validTo?: string;
  today?: string;
  /** the deal's "book at least N days ahead" (deal detail book_ahead_days): days before calendar.firstDeparture say it */
  bookAheadDays?: number;
};

const locale = (lang: Lang) => (lang === 'vi' ? 'vi-VN' : 'en-GB');
// 2024-01-01 was a Monday: the weekday names of one week, Monday first
const weekdays = (lang: Lang, weekday: 'short' | 'long') =>
  Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(locale(lang), { weekday, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + i))),
  );
const fullDate = (date: string, lang: Lang) =>
  new Intl.DateTimeFormat(locale(lang), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** Arrow keys move a day (left, right) or a week (up, down); Home and End go to the week's ends; PageUp/Down a month's ends. */
function moved(key: string, date: string, first: string, last: string): string | null {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const step: Record<string, () => string> = {
    ArrowLeft: () => addDays(date, -1),
    ArrowRight: () => addDays(date, 1),
    ArrowUp: () => addDays(date, -7),
    ArrowDown: () => addDays(date, 7),
    Home: () => addDays(date, -weekday),
    End: () => addDays(date, 6 - weekday),
    PageUp: () => first,
    PageDown: () => last,
  };
  const next = step[key]?.();
  if (!next) return null;
  return next < first ? first : next > last ? last : next;
}

/**
 * A month of lowest per-adult combo prices, Monday first: a `role="grid"` of weeks whose day buttons carry the full
 * date, the price and why a day cannot be chosen; one day is in the tab order (roving tabindex), arrows move it.
 */
export function CalendarGrid({
  lang,
  month,
  calendar,
  loading,
  failed,
  onRetry,
  selected,
  onSelect,
  onPrev,
  onNext,
  validFrom,
  validTo,
  today,
  bookAheadDays = 0,
}: Props) {
  const { t } = useTranslation('combos');
  const { format, currency } = useCurrency();
  // a day cell is narrow (7 a row on a phone): millions of đồng, "2,38tr" / "2,38M"
  const cellPrice = (amount: number) => (currency === 'VND' ? formatCompactVnd(amount, lang) : format(amount));
  const [y, m] = month.split('-').map(Number) as [number, number];
  const title = new Intl.DateTimeFormat(locale(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const days = calendar?.month === month ? calendar.days : [];
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focused, setFocused] = useState<string | null>(null);
  const inMonth = (date: string | null | undefined) => !!date && days.some((d) => d.date === date);
  // the day in the tab order: the one moved to, else the chosen, the cheapest, the first with a price, the 1st
  const active =
    [focused, selected, calendar?.cheapestDate, days.find((d) => d.perAdult !== null)?.date, days[0]?.date].find(inMonth) ?? null;

  const why = (day: ComboDay) => {
    if (today && day.date < today) return t('builder.dayPast');
    if ((validFrom && day.date < validFrom) || (validTo && day.date > validTo)) return t('builder.dayOutside');
    if (calendar && day.date < calendar.firstDeparture) return t('builder.dayTooEarly', { count: bookAheadDays });
    return t('builder.dayUnavailable');
  };
  const labelOf = (day: ComboDay, cheapest: boolean) =>
    [
      fullDate(day.date, lang),
      day.perAdult !== null ? t('builder.dayPrice', { price: format(day.perAdult) }) : why(day),
      cheapest ? t('builder.cheapestDay') : null,
    ]
      .filter(Boolean)
      .join(', ');

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active || days.length === 0) return;
    const next = moved(event.key, active, days[0]!.date, days.at(-1)!.date);
    if (!next) return;
    event.preventDefault();
    setFocused(next);
    buttons.current.get(next)?.focus();
  };

  const cells: (ComboDay | null)[] = [...Array.from({ length: lead }, () => null), ...days];
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const longNames = weekdays(lang, 'long');

  return (
    <div className={styles.calendar} data-testid="combo-calendar">
      <div className={styles.monthBar}>
        <button type="button" onClick={onPrev ?? undefined} disabled={!onPrev} aria-label={t('builder.prevMonth')}>
          ‹
        </button>
        <strong id={`combo-month-${month}`} aria-live="polite">
          {title}
        </strong>
        <button
          type="button"
          onClick={onNext ?? undefined}
          disabled={!onNext}
          aria-label={t('builder.nextMonth')}
          data-testid="combo-next-month"
        >
          ›
        </button>
      </div>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t('builder.calendarFailed')}{' '}
          <button type="button" onClick={onRetry}>
            {t('builder.retry')}
          </button>
        </p>
      ) : loading ? (
        <p role="status">{t('builder.calendarLoading')}</p>
      ) : (
        <div role="grid" aria-labelledby={`combo-month-${month}`} className={styles.grid} onKeyDown={onKeyDown}>
          <div role="row" className={styles.row}>
            {weekdays(lang, 'short').map((name, i) => (
              <span key={name} role="columnheader" aria-label={longNames[i]} className={styles.weekday}>
                {name}
              </span>
            ))}
          </div>
          {weeks.map((week, w) => (
            <div role="row" key={w} className={styles.row}>
              {week.map((day, i) => {
                if (!day) return <span key={`lead-${i}`} role="gridcell" aria-hidden="true" className={styles.blank} />;
                const cheapest = calendar?.cheapestDate === day.date;
                const unavailable = day.perAdult === null;
                return (
                  <span key={day.date} role="gridcell" aria-selected={selected === day.date}>
                    <button
                      ref={(node) => {
                        if (node) buttons.current.set(day.date, node);
                        else buttons.current.delete(day.date);
                      }}
                      type="button"
                      className={`${styles.day} ${cheapest ? styles.cheapest : ''}`}
                      // focusable while unavailable, so its reason is read out; a click does nothing
                      aria-disabled={unavailable || undefined}
                      aria-pressed={selected === day.date}
                      aria-label={labelOf(day, cheapest)}
                      tabIndex={day.date === active ? 0 : -1}
                      onFocus={() => setFocused(day.date)}
                      onClick={() => {
                        if (!unavailable) onSelect(day.date);
                      }}
                      data-testid={`combo-day-${day.date}`}
                      data-cheapest={cheapest || undefined}
                    >
                      <span className={styles.dayNumber} aria-hidden="true">
                        {Number(day.date.slice(8))}
                      </span>
                      {day.perAdult !== null ? (
                        <span className={styles.dayPrice} aria-hidden="true">
                          {cellPrice(day.perAdult)}
                        </span>
                      ) : (
                        <span className={styles.unit} aria-hidden="true">
                          –
                        </span>
                      )}
                      {cheapest ? (
                        <span className={styles.tag} aria-hidden="true">
                          {t('builder.cheapest')}
                        </span>
                      ) : null}
                    </button>
                  </span>
                );
              })}
            </div>
          ))}
        </div>
      )}
      <p className={styles.hint}>{t('builder.calendarNote')}</p>
      {calendar && calendar.month === month && bookAheadDays > 0 ? (
        <p className={styles.hint} data-testid="combo-book-ahead">
          {t('builder.bookAhead', { count: bookAheadDays, date: toSummaryDate(calendar.firstDeparture) })}
        </p>
      ) : null}
      {calendar && !loading && !failed && calendar.month === month && !calendar.cheapestDate ? (
        <p className={styles.hint}>{t('builder.noDays')}</p>
      ) : null}
    </div>
  );
}
