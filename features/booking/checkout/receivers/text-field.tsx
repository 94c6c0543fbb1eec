'use client';

import type { InputHTMLAttributes } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import styles from '../checkout.module.css';
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
  const invalid = status === 'error';
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`} data-status={status}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.control}>
        {prefix ? (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={invalid && messageKey ? messageId : undefined}
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
