import type { ReactNode } from 'react';
import styles from '../flight-checkout.module.css';

/** What a field's control must carry so its label and message reach screen readers. */
type ControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

type Props = {
  id: string;
  label: string;
  /** the message, already translated; shown (and tied to the control) when set */
  error?: string;
  /** fixed text before the control ("+84") */
  prefix?: string;
  wide?: boolean;
  children: (control: ControlProps) => ReactNode;
};

/** One labelled control with its message (aria-invalid, aria-describedby), like the hotel receiver form. */
export function FormField({ id, label, error, prefix, wide = false, children }: Props) {
  const messageId = `${id}-message`;
  const prefixId = `${id}-prefix`;
  const describedBy = [prefix ? prefixId : '', error ? messageId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.control}>
        {prefix ? (
          <span id={prefixId} className={styles.prefix}>
            {prefix}
          </span>
        ) : null}
        {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      </div>
      {error ? (
        <p id={messageId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
