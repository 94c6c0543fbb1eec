'use client';

import type { ReactNode } from 'react';
import { useCurrency } from '@/features/currency/index';
import type { PaymentMethod } from '@/features/payment/index';
import { localized } from '@/lib/i18n/localized';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './payment.module.css';

type Props = { method: PaymentMethod; checked: boolean; busy: boolean; onSelect: () => void; children?: ReactNode };

/**
 * One method as a radio: logo, name and short description in the page language, and this order's fee. While a
 * choice is being saved the radios stay enabled (a disabled radio drops the keyboard focus) but say so and
 * ignore a new choice.
 */
export function MethodOption({ method, checked, busy, onSelect, children }: Props) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const { format } = useCurrency();
  const id = `payment-method-${method.payment_method}`;
  const name = localized({ vi: method.name_vi, en: method.name_en }, lang);
  return (
    <div className={`${styles.option} ${checked ? styles.optionSelected : ''} ${method.disabled ? styles.optionDisabled : ''}`}>
      <label className={styles.label} htmlFor={id}>
        <input
          id={id}
          type="radio"
          name="payment-method"
          value={method.payment_method}
          checked={checked}
          disabled={method.disabled}
          aria-disabled={busy || undefined}
          onChange={() => (busy ? undefined : onSelect())}
          aria-describedby={`${id}-desc`}
        />
        {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG logo */}
        <img className={styles.logo} src={method.logo} alt="" width={40} height={28} />
        <span className={styles.name}>
          <strong>{name}</strong>
          <span id={`${id}-desc`} className={styles.desc}>
            {localized({ vi: method.short_desc_vi, en: method.short_desc_en }, lang)}
          </span>
        </span>
        <span className={`${styles.fee} ${method.final_fee === 0 ? styles.free : ''}`}>
          {method.final_fee === 0 ? t('payment.free') : t('payment.fee', { fee: format(method.final_fee) })}
        </span>
      </label>
      {children}
    </div>
  );
}
