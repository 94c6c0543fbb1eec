'use client';

import { ApiClientError } from '@/lib/api-client/api-client-error';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Namespace } from '@/lib/i18n/resources';
import styles from '../checkout.module.css';

const NEXT_STEP: Record<string, string> = {
  HOLD_EXPIRED: 'payment.payErrorHoldExpired',
  SOLD_OUT: 'payment.payErrorSoldOut',
  PAYMENT_METHOD_REQUIRED: 'payment.payErrorMethod',
  VOUCHER_INVALID: 'payment.payErrorVoucher',
  NETWORK_ERROR: 'payment.payErrorNetwork',
  FLIGHT_HOLD_EXPIRED: 'payment.payErrorHoldExpired',
  FLIGHT_SOLD_OUT: 'payment.payErrorSoldOut',
};

/** Why the order was not made, and what to do next (never thrown at the traveller). */
export function PayError({ error, ns = 'booking' }: { error: Error; ns?: Namespace }) {
  const { t } = useTranslation(ns);
  const lang = useLang();
  const code = error instanceof ApiClientError ? error.errorCode : 'NETWORK_ERROR';
  const key = NEXT_STEP[code];
  const text = key
    ? t(key)
    : t('payment.payErrorOther', { message: error instanceof ApiClientError ? error.messageIn(lang) : error.message });
  return (
    <section className={`${styles.card} ${styles.alert}`} role="alert">
      <p>{text}</p>
    </section>
  );
}
