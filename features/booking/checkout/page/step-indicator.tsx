'use client';

import { CHECKOUT_STEPS, type CheckoutStep } from '@/lib/paths';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import styles from '../checkout.module.css';

/** Spec 2.9 / 9: checkout steps 1 to 3, the current one marked for screen readers too. */
export function StepIndicator({ step }: { step: CheckoutStep }) {
  const { t } = useTranslation('booking');
  return (
    <nav aria-label={t('steps.label')}>
      <ol className={styles.steps}>
        {CHECKOUT_STEPS.map((n) => {
          const state = n < step ? styles.stepDone : n === step ? styles.stepCurrent : '';
          return (
            <li key={n} className={`${styles.step} ${state}`} aria-current={n === step ? 'step' : undefined}>
              <span className={styles.stepNumber} aria-hidden="true">
                {n}
              </span>
              <span className={styles.stepLabel}>{t(`steps.${n}`)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
