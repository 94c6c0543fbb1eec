'use client';

import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './combo-checkout.module.css';

/** On a phone the total stays in view at the bottom; "see details" goes to the summary (the breakdown and the pay button). */
export function ComboTotalBar({ total, summaryId }: { total: string; summaryId: string }) {
  const { t } = useTranslation('combos');
  return (
    <div className={styles.totalBar} data-testid="combo-total-bar">
      <button
        type="button"
        aria-controls={summaryId}
        onClick={() => document.getElementById(summaryId)?.scrollIntoView({ block: 'start' })}
      >
        {t('checkout.showDetails')}
      </button>
      <span>
        {t('checkout.total')}: <strong>{total}</strong>
      </span>
    </div>
  );
}
