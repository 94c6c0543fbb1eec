'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import type { Lang } from '@/lib/i18n/config';
import { useTranslation } from '@/lib/i18n/use-translation';
import { localePath, orderPath } from '@/lib/paths';
import { lookupOrder } from '../api/orders';
import { errorText } from '../order-page/error-text';
import styles from '../order-page/order-page.module.css';

const ORDER_CODE = /^[A-Z0-9]{6,20}$/;
const PIN = /^\d{6}$/;

/** What a failed lookup says: a wrong pair is one message for both (no hint which one); too many tries, the server's. */
function lookupFailure(error: unknown, lang: Lang, wrong: string, fallback: string): string {
  if (error instanceof ApiClientError && error.httpStatus === 404) return wrong;
  if (error instanceof ApiClientError && error.httpStatus === 429) return error.message;
  return errorText(error, lang, fallback);
}

/** A code brought by a link (the payment result's "find my order"), kept only when it looks like one. */
const codeFrom = (given: string | undefined): string => {
  const code = given?.trim().toUpperCase() ?? '';
  return ORDER_CODE.test(code) ? code : '';
};

/**
 * Spec 2.9 "find my order": order code (filled in when a link brings it) + 6-digit PIN; opens the order page
 * with the answer's link token, which manages the order as the emailed link does (cancel, invoice, pay).
 */
export function OrderLookup({ initialCode }: { initialCode?: string }) {
  const { t, i18n } = useTranslation('orderLookup');
  const lang = i18n.language as Lang;
  const router = useRouter();
  const id = useId();
  const [code, setCode] = useState(() => codeFrom(initialCode));
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<{ code?: string; pin?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const orderCode = code.trim().toUpperCase();
    const found = {
      code: ORDER_CODE.test(orderCode) ? undefined : t('codeRequired'),
      pin: PIN.test(pin) ? undefined : t('pinInvalid'),
    };
    setErrors(found);
    setFailure(null);
    if (found.code || found.pin) return;
    setSending(true);
    try {
      const answer = await lookupOrder(orderCode, pin);
      router.push(localePath(lang, orderPath(answer.order.order_number, answer.access_token)));
    } catch (error) {
      setFailure(lookupFailure(error, lang, t('wrong'), t('failed')));
      setSending(false);
    }
  };

  const described = (name: 'code' | 'pin') => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {});
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>{t('title')}</h1>
      <form className={`${styles.card} ${styles.form}`} onSubmit={(event) => void submit(event)} noValidate data-testid="order-lookup">
        <p className={styles.plain}>{t('intro')}</p>
        <label className={styles.field} htmlFor={`${id}-code`}>
          {t('code')}
        </label>
        <input
          id={`${id}-code`}
          className={styles.input}
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          {...described('code')}
        />
        {errors.code ? (
          <span id={`${id}-code-error`} className={styles.error}>
            {errors.code}
          </span>
        ) : null}
        <label className={styles.field} htmlFor={`${id}-pin`}>
          {t('pin')}
        </label>
        <input
          id={`${id}-pin`}
          className={styles.input}
          value={pin}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...described('pin')}
        />
        {errors.pin ? (
          <span id={`${id}-pin-error`} className={styles.error}>
            {errors.pin}
          </span>
        ) : null}
        <p className={styles.error} role="alert" data-testid="lookup-error">
          {failure ?? ''}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={sending}>
            {sending ? t('submitting') : t('submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
