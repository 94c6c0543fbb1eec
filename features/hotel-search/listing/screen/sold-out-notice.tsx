import type { TFunction } from 'i18next';
import { toSummaryDate } from '@/lib/dates/product-date';
import styles from './notices.module.css';

/** Spec 2.3 / 8: every hotel is sold out for the chosen dates (YYYY-MM-DD, shown DD/MM/YYYY). */
export function SoldOutNotice({ t, checkIn, checkOut }: { t: TFunction; checkIn: string; checkOut: string }) {
  return (
    <section className={`${styles.panel} ${styles.soldOut}`} data-testid="sold-out-notice" role="status">
      <h2 className={styles.title}>{t('soldOut.title')}</h2>
      <p className={styles.text}>{t('soldOut.text', { checkIn: toSummaryDate(checkIn), checkOut: toSummaryDate(checkOut) })}</p>
    </section>
  );
}
