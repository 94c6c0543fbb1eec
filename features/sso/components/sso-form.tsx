'use client';

import { useRef, useState, type FormEvent } from 'react';
import styles from './sso.module.css';

type SsoField = {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text' | 'tel';
  autoComplete: string;
  hint?: string;
};

type Props = {
  /** the API address, e.g. /sso/api/login?lang=en */
  action: string;
  fields: readonly SsoField[];
  /** sent with the fields: callbackUrl, token, lang */
  extra: Record<string, string | undefined>;
  submitLabel: string;
  busyLabel: string;
  networkMessage: string;
  formErrorsMessage: string;
  /** 'redirect': go to the answer's redirect_to; 'message': show the answer's message */
  onSuccess: 'redirect' | 'message';
  testId: string;
};

type Envelope = {
  status?: string;
  message?: string;
  errors?: { path: string; message: string }[];
  data?: { redirect_to?: string; message?: string };
};

/**
 * A small form of the sign-on service: posts JSON to its API (with credentials, so the session cookie is
 * set), shows each field's message beside it and the form's in an alert, then follows redirect_to.
 */
export function SsoForm({ action, fields, extra, submitLabel, busyLabel, networkMessage, formErrorsMessage, onSuccess, testId }: Props) {
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [notice, setNotice] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(fields.map((f) => [f.name, String(new FormData(event.currentTarget).get(f.name) ?? '')]));
    setBusy(true);
    setFormError('');
    setNotice('');
    let answer: Envelope;
    let ok = false;
    try {
      const response = await fetch(action, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...values, ...extra }),
      });
      ok = response.ok;
      answer = (await response.json()) as Envelope;
    } catch {
      setBusy(false);
      setFormError(networkMessage);
      return;
    }
    if (ok && onSuccess === 'redirect' && answer.data?.redirect_to) {
      window.location.assign(answer.data.redirect_to);
      return;
    }
    setBusy(false);
    if (ok) {
      setFieldErrors({});
      setNotice(answer.data?.message ?? '');
      return;
    }
    const byField: Record<string, string> = {};
    for (const error of answer.errors ?? []) if (fields.some((f) => f.name === error.path)) byField[error.path] ??= error.message;
    setFieldErrors(byField);
    const unnamed = (answer.errors ?? []).filter((e) => !(e.path in byField));
    setFormError(Object.keys(byField).length > 0 && unnamed.length === 0 ? formErrorsMessage : (answer.message ?? networkMessage));
    const first = fields.find((f) => byField[f.name]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid={testId}>
      {fields.map((field) => {
        const id = `sso-${field.name}`;
        const error = fieldErrors[field.name];
        const describedBy = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
        return (
          <div className={styles.field} key={field.name}>
            <label className={styles.label} htmlFor={id}>
              {field.label}
            </label>
            <input
              id={id}
              className={styles.input}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
            />
            {field.hint ? (
              <span id={`${id}-hint`} className={styles.hint}>
                {field.hint}
              </span>
            ) : null}
            {error ? (
              <span id={`${id}-error`} className={styles.fieldError} data-testid={`error-${field.name}`}>
                {error}
              </span>
            ) : null}
          </div>
        );
      })}
      <div role="alert" className={styles.formError} data-testid="form-error">
        {formError}
      </div>
      <div role="status" className={styles.notice} data-testid="form-notice">
        {notice}
      </div>
      <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
