'use client';

import { CHECKOUT_STEPS, type CheckoutStep } from '@/lib/paths';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Namespace } from '@/lib/i18n/resources';
import styles from '../checkout.module.css';

type Props = {
  step: CheckoutStep;
  /** the product's steps (hotels 1 to 3) */
  steps?: readonly CheckoutStep[];
  /** where `steps.label` and `steps.<n>` are translated */
  ns?: Namespace;
};

/** Spec 2.9 / 9: the checkout's steps, the current one marked for screen readers too. */
export function StepIndicator({ step, steps = CHECKOUT_STEPS, ns = 'booking' }: Props) {
  const { t } = useTranslation(ns);
  return (
    <nav aria-label={t('steps.label')}>
      <ol className={styles.steps}>
        {steps.map((n) => {
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
