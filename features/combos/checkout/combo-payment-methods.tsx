'use client';

import { useTranslation } from '@/lib/i18n/use-translation';
import { useCurrency } from '@/features/currency/index';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import type { Lang } from '@/lib/i18n/config';
import type { useComboPaymentMethods } from '../api/combo-api';
import styles from './combo-checkout.module.css';

type MethodsProps = {
  methods: ReturnType<typeof useComboPaymentMethods>;
  chosen: string | null;
  onChoose: (method: string) => void;
  lang: Lang;
};

/** The payment-method step: every method the draft can be paid with, and its total. */
export function ComboPaymentMethods({ methods, chosen, onChoose, lang }: MethodsProps) {
  const { t } = useTranslation('combos');
  const { format } = useCurrency();
  return (
    <section className={styles.card} aria-labelledby="combo-methods">
      <h2 id="combo-methods">{t('checkout.methods')}</h2>
      {methods.isPending ? <p role="status">{t('checkout.methodsLoading')}</p> : null}
      {methods.error ? (
        <p className={styles.fieldError}>
          {methods.error instanceof ApiClientError ? methods.error.messageIn(lang) : methods.error.message}
        </p>
      ) : null}
      {(methods.data ?? []).map((m) => (
        <label key={m.payment_method} className={styles.method}>
          <input
            type="radio"
            name="combo-method"
            value={m.payment_method}
            disabled={m.disabled}
            checked={chosen === m.payment_method}
            onChange={() => onChoose(m.payment_method)}
            data-testid={`combo-method-${m.payment_method}`}
          />
          <span>{lang === 'vi' ? m.name_vi : m.name_en}</span>
          <span className={styles.methodPrice}>{format(m.order_value)}</span>
        </label>
      ))}
    </section>
  );
}
