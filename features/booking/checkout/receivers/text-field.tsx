'use client';

import type { InputHTMLAttributes } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { checkoutStyles as styles } from '@/features/checkout/index';
import type { FieldStatus } from './guest-details';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  status: FieldStatus;
  /** the message's translation key; '' for none */
  messageKey: string;
  /** fixed text before the input ("+84") */
  prefix?: string;
  wide?: boolean;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>;

/** One labelled input with its status (spec 5): aria-invalid and the message tied to it by aria-describedby. */
export function TextField({ id, label, value, onChange, status, messageKey, prefix, wide = false, ...input }: Props) {
  const { t } = useTranslation('booking');
  const messageId = `${id}-message`;
  const prefixId = `${id}-prefix`;
  const invalid = status === 'error';
  // the fixed prefix is part of the value a screen reader should hear about, so it describes the input
  const describedBy = [prefix ? prefixId : '', invalid && messageKey ? messageId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`} data-status={status}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.control}>
        {prefix ? (
          <span id={prefixId} className={styles.prefix}>
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          required
          {...input}
        />
      </div>
      {invalid && messageKey ? (
        <p id={messageId} className={styles.fieldError}>
          {t(messageKey)}
        </p>
      ) : null}
    </div>
  );
}
