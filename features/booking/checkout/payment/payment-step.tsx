'use client';

import { useTranslation } from '@/lib/i18n/i18n-provider';
import styles from '../checkout.module.css';

/**
 * Step 3's frame (spec 2.10): the title and the method list's skeleton. The methods themselves (logo, name,
 * description, final_fee) arrive with the payments work; nothing here pretends to be one.
 */
export function PaymentStep({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('booking');
  return (
    <div className={styles.main}>
      <section className={styles.card} aria-labelledby="payment-title">
        <h2 id="payment-title">{t('payment.title')}</h2>
        <div aria-hidden="true" data-testid="payment-methods-skeleton">
          {[0, 1, 2].map((i) => (
            <span key={i} className={`${styles.block} ${styles.blockRow}`} />
          ))}
        </div>
        <p className={styles.muted}>{t('payment.comingSoon')}</p>
      </section>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onBack}>
          {t('actions.backToReview')}
        </button>
      </div>
    </div>
  );
}
