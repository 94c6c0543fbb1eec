'use client';

import { useId, useState, type FormEvent } from 'react';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { errorMessage } from '@/lib/api/error-codes';
import type { Lang } from '@/lib/i18n/config';
import { addSubscriber } from '../../api/add-subscriber';
import styles from '../../content.module.css';

export type NewsletterTexts = { title: string; text: string; email: string; submit: string; sending: string; invalidEmail: string };

/** The browser's check: the server's (zod email, at most 254) decides. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The footer's newsletter form (the site's only client script in the footer): posts the address, then shows
 * the server's "check your mailbox" answer or its error in the page language. Texts come from the server.
 */
export function NewsletterForm({ lang, texts }: { lang: Lang; texts: NewsletterTexts }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address) || address.length > 254) {
      setResult({ ok: false, message: texts.invalidEmail });
      return;
    }
    setSending(true);
    setResult(null);
    try {
      const answer = await addSubscriber({ email: address, lang });
      setResult({ ok: true, message: answer.message });
      setEmail('');
    } catch (error) {
      const message =
        error instanceof ApiClientError
          ? error.httpStatus === 400
            ? texts.invalidEmail
            : error.messageIn(lang)
          : errorMessage('NETWORK_ERROR', lang);
      setResult({ ok: false, message });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.newsletter} onSubmit={(event) => void submit(event)} noValidate data-testid="newsletter-form">
      <label htmlFor={`${id}-email`}>{texts.text}</label>
      <div className={styles.newsletterRow}>
        <input
          id={`${id}-email`}
          className={styles.newsletterInput}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          placeholder={texts.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          {...(result && !result.ok ? { 'aria-invalid': true, 'aria-describedby': `${id}-result` } : {})}
        />
        <button className={styles.submit} type="submit" disabled={sending}>
          {sending ? texts.sending : texts.submit}
        </button>
      </div>
      {/* one live region, its role fixed: a region whose role changes is not announced reliably */}
      <p
        id={`${id}-result`}
        className={styles.newsletterMessage}
        role="status"
        data-testid="newsletter-result-message"
        data-ok={result ? String(result.ok) : undefined}
      >
        {result?.message ?? ''}
      </p>
    </form>
  );
}
