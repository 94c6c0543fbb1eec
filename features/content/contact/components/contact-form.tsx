'use client';

import { useId, useState, type FormEvent } from 'react';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { errorMessage } from '@/lib/api/error-codes';
import type { Lang } from '@/lib/i18n/config';
import { sendInternalMessage } from '../../api/send-internal';
import styles from '../../content.module.css';

const FIELDS = ['full_name', 'email', 'phone', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

export type ContactTexts = Record<Field, string> & { errors: Record<Field, string>; submit: string; sending: string; ticket: string };

const EMPTY: Values = { full_name: '', email: '', phone: '', subject: '', message: '' };
// the browser's checks mirror the server's schema (features/content/schemas.ts); the server decides
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const CHECKS: Record<Field, (v: string) => boolean> = {
  full_name: (v) => v.length >= 2 && v.length <= 100 && !/[\r\n]/.test(v) && !CONTROL.test(v),
  email: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) && v.length <= 254,
  phone: (v) => v === '' || /^\+?[0-9 .()-]{6,20}$/.test(v),
  subject: (v) => v.length >= 3 && v.length <= 150 && !/[\r\n]/.test(v) && !CONTROL.test(v),
  message: (v) => v.length >= 10 && v.length <= 5000 && !CONTROL.test(v),
};

/** The contact form: checked here, sent to POST /common/email/send-internal/, the server's answer or error shown. */
export function ContactForm({ lang, texts }: { lang: Lang; texts: ContactTexts }) {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ ticket: string; message: string } | null>(null);
  // the honeypot: people never see it, a form-filling robot does (its value goes to the server, which drops the message)
  const [website, setWebsite] = useState('');
  const [sending, setSending] = useState(false);

  /** A refused submit takes the keyboard to the first field to fix (its error is its description). */
  const focusFirst = (fields: readonly string[]) => {
    const first = FIELDS.find((f) => fields.includes(f));
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(FIELDS.map((f) => [f, values[f].trim()])) as Values;
    const found = Object.fromEntries(FIELDS.filter((f) => !CHECKS[f](trimmed[f])).map((f) => [f, texts.errors[f]]));
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirst(Object.keys(found));
      return;
    }
    setSending(true);
    try {
      const answer = await sendInternalMessage({ ...trimmed, phone: trimmed.phone || undefined, lang, ...(website ? { website } : {}) });
      setDone({ ticket: answer.ticket, message: answer.message });
      setValues(EMPTY);
    } catch (error) {
      if (error instanceof ApiClientError && error.fieldErrors.length > 0) {
        const refused = error.fieldErrors.map((e) => e.path).filter((path) => (FIELDS as readonly string[]).includes(path));
        setErrors(Object.fromEntries(refused.map((path) => [path, texts.errors[path as Field]])));
        focusFirst(refused);
      }
      setFailure(error instanceof ApiClientError ? error.messageIn(lang) : errorMessage('NETWORK_ERROR', lang));
    } finally {
      setSending(false);
    }
  };

  if (done) {
    return (
      <div className={styles.success} role="status" data-testid="contact-success">
        <p className={styles.ticketLabel}>{texts.ticket}</p>
        <p className={styles.ticket} data-testid="contact-ticket">
          {done.ticket}
        </p>
        <p>{done.message}</p>
      </div>
    );
  }

  const field = (name: Field, multiline = false) => {
    const props = {
      id: `${id}-${name}`,
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
      ...(errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {}),
    };
    return (
      <>
        <label className={styles.label} htmlFor={props.id}>
          {texts[name]}
        </label>
        {multiline ? (
          <textarea className={styles.textarea} maxLength={5000} {...props} />
        ) : (
          <input
            className={styles.input}
            type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
            autoComplete={name === 'full_name' ? 'name' : name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'off'}
            maxLength={name === 'email' ? 254 : name === 'subject' ? 150 : 100}
            {...props}
          />
        )}
        {errors[name] ? (
          <span id={`${id}-${name}-error`} className={styles.error}>
            {errors[name]}
          </span>
        ) : null}
      </>
    );
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="contact-form">
      {field('full_name')}
      {field('email')}
      {field('phone')}
      {field('subject')}
      {field('message', true)}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>
      {failure ? (
        <p className={styles.error} role="alert" data-testid="contact-failure">
          {failure}
        </p>
      ) : null}
      <button className={styles.submit} type="submit" disabled={sending}>
        {sending ? texts.sending : texts.submit}
      </button>
    </form>
  );
}
