'use client';

import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CURRENCIES, isCurrencyCode } from '@/lib/money/currency';
import { useCurrency } from './currency-context';
import styles from './currency-switch.module.css';

export function CurrencySwitch() {
  const { t } = useTranslation('common');
  const { currency, usdRate, setCurrency } = useCurrency();
  const id = useId();
  return (
    <span className={styles.wrap}>
      <label htmlFor={id} className={styles.label}>
        {t('currency.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={currency}
        data-testid="currency-switch"
        onChange={(e) => isCurrencyCode(e.target.value) && setCurrency(e.target.value)}
      >
        {Object.values(CURRENCIES).map((c) => (
          <option key={c.code} value={c.code} disabled={c.code === 'USD' && !usdRate}>
            {c.code} ({c.symbol})
          </option>
        ))}
      </select>
    </span>
  );
}
