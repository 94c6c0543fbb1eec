import type { TFunction } from 'i18next';
import { toSummaryDate } from '@/lib/dates/product-date';
import styles from './notices.module.css';

type Props = {
  /** the hotelList translations (getServerT(lang, 'hotelList') or useTranslation('hotelList').t) */
  t: TFunction;
  /** YYYY-MM-DD; the dates line shows when both are given */
  checkIn?: string;
  checkOut?: string;
};

/** Spec 8: the empty-state panel when a search finds no hotel. */
export function EmptyResult({ t, checkIn, checkOut }: Props) {
  return (
    <section className={styles.panel} data-testid="empty-result" aria-live="polite">
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width="40"
        height="40"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="M16.5 16.5 21 21M8 11h6" />
      </svg>
      <h2 className={styles.title}>{t('empty.title')}</h2>
      <p className={styles.text}>{t('empty.text')}</p>
      {checkIn && checkOut && (
        <p className={styles.text}>{t('empty.dates', { checkIn: toSummaryDate(checkIn), checkOut: toSummaryDate(checkOut) })}</p>
      )}
    </section>
  );
}
