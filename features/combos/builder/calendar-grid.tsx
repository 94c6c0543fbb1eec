'use client';

import { useCurrency } from '@/features/currency/index';
import type { Lang } from '@/lib/i18n/config';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import type { ComboCalendar } from '../schemas';
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
};

const locale = (lang: Lang) => (lang === 'vi' ? 'vi-VN' : 'en-GB');
/** A day cell is narrow (7 a row on a phone): millions of đồng with two decimals, "2,38tr" / "2.38M". */
const compactVnd = (amount: number, lang: Lang) =>
  `${new Intl.NumberFormat(locale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount / 1_000_000)}${lang === 'vi' ? 'tr' : 'M'}`;
// 2024-01-01 was a Monday: the weekday names of one week, Monday first
const weekdays = (lang: Lang) => Array.from({ length: 7 }, (_, i) => new Intl.DateTimeFormat(locale(lang), { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + i))));

/** A month of lowest per-adult combo prices, Monday first: the cheapest day marked, days without a price disabled. */
export function CalendarGrid({ lang, month, calendar, loading, failed, onRetry, selected, onSelect, onPrev, onNext }: Props) {
  const { t } = useTranslation('combos');
  const { format, currency } = useCurrency();
  const cellPrice = (amount: number) => (currency === 'VND' ? compactVnd(amount, lang) : format(amount));
  const [y, m] = month.split('-').map(Number) as [number, number];
  const title = new Intl.DateTimeFormat(locale(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const days = calendar?.month === month ? calendar.days : [];

  return (
    <div className={styles.calendar} data-testid="combo-calendar">
      <div className={styles.monthBar}>
        <button type="button" onClick={onPrev ?? undefined} disabled={!onPrev} aria-label={t('builder.prevMonth')}>
          ‹
        </button>
        <strong aria-live="polite">{title}</strong>
        <button type="button" onClick={onNext ?? undefined} disabled={!onNext} aria-label={t('builder.nextMonth')} data-testid="combo-next-month">
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
        <ol className={styles.grid}>
          {weekdays(lang).map((name) => (
            <li key={name} className={styles.weekday} aria-hidden="true">
              {name}
            </li>
          ))}
          {Array.from({ length: lead }, (_, i) => (
            <li key={`lead-${i}`} aria-hidden="true" />
          ))}
          {days.map((day) => {
            const cheapest = calendar?.cheapestDate === day.date;
            return (
              <li key={day.date}>
                <button
                  type="button"
                  className={`${styles.day} ${cheapest ? styles.cheapest : ''}`}
                  disabled={day.perAdult === null}
                  aria-pressed={selected === day.date}
                  onClick={() => onSelect(day.date)}
                  data-testid={`combo-day-${day.date}`}
                  data-cheapest={cheapest || undefined}
                >
                  <span className={styles.dayNumber}>{Number(day.date.slice(8))}</span>
                  {day.perAdult !== null ? (
                    <span className={styles.dayPrice} title={`${format(day.perAdult)}${t('builder.perAdult')}`}>
                      {cellPrice(day.perAdult)}
                    </span>
                  ) : (
                    <span className={styles.unit}>–</span>
                  )}
                  {cheapest ? <span className={styles.tag}>{t('builder.cheapest')}</span> : null}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <p className={styles.hint}>{t('builder.calendarNote')}</p>
      {calendar && !loading && !failed && calendar.month === month && !calendar.cheapestDate ? <p className={styles.hint}>{t('builder.noDays')}</p> : null}
    </div>
  );
}
