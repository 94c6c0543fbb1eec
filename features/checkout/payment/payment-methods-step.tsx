'use client';

import { useQuery } from '@tanstack/react-query';
import { notification } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useAuth } from '@/features/auth/index';
import { useCurrency } from '@/features/currency/index';
import { PAY_LATER_METHOD, VOUCHER_METHOD, payLaterLimit, type PaymentMethod, type PaymentMethodCode } from '@/features/payment/index';
import { PAY_TERMS_ID, PayTerms } from '@/components/legal/pay-terms';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import { hasVietnamese } from '@/lib/i18n/vietnamese';
import type { Namespace } from '@/lib/i18n/resources';
import styles from '../checkout.module.css';
import { MethodOption } from './method-option';
import { PayLaterLine, problemText } from './pay-later-line';
import { payLaterProblem } from './pay-later-rules';
import own from './payment.module.css';
import { PayError } from './pay-error';
import { usePaymentMethods } from './use-payment-methods';
import { VoucherApplied, VoucherField } from './voucher-field';

/** What "Thanh toán" does for this product (make the order, then go on), and its state. */
type PayAction = { pay: () => void; paying: boolean; error: Error | null };

type Props = {
  requestId: string;
  /** changes whenever the request's price changes: the list (fees, order values) is read again then */
  refreshTime: number;
  /** the request's React Query key, read again when the hold turns out to be over */
  requestKey: readonly unknown[];
  pay: PayAction;
  onBack: () => void;
  backLabel: string;
  /** the namespace of the product's own texts (title, pay errors): 'booking' for hotels */
  ns?: Namespace;
  /** what is paid for: the line above the button links its conditions */
  product?: 'hotel' | 'flight';
  /** told the chosen method (or none) whenever it changes: the price box adds its fee to the total */
  onChosenChange?: (method: PaymentMethod | null) => void;
  /** what the traveller must read right above paying (a hotel's cancellation), after the methods */
  beforePay?: ReactNode;
};

/**
 * Every error of choosing, readable: the server's own reason for BK1057 and a voucher, the catalogue's otherwise; the
 * server writes its reasons in Vietnamese, so an English page says the catalogue's English unless the reason is English.
 */
function messageOf(error: Error, lang: 'vi' | 'en'): string {
  if (!(error instanceof ApiClientError)) return error.message;
  const ownReason = ['BK1057', 'VOUCHER_INVALID'].includes(error.errorCode) && (lang === 'vi' || !hasVietnamese(error.message));
  return ownReason ? error.message : error.messageIn(lang);
}

/**
 * The payment step of any booking request (spec 2.10, 5, 9): the methods that fit the order with their fees,
 * choosing one on the server, the pay-later limit and the voucher code, the payment total, and "Thanh toán"
 * (the product's own action: makes the order, then pays).
 */
export function PaymentMethodsStep({
  requestId,
  refreshTime,
  requestKey,
  pay,
  onBack,
  backLabel,
  ns = 'booking',
  product = 'hotel',
  onChosenChange,
  beforePay,
}: Props) {
  const { t } = useTranslation(ns);
  const lang = useLang();
  const { format } = useCurrency();
  const auth = useAuth();
  const [notify, notices] = notification.useNotification();
  const [selected, setSelected] = useState<PaymentMethodCode | null>(null);
  const [payLaterTried, setPayLaterTried] = useState(false);
  const { methods, choose, remove, choosing, chosen, chooseError, resetChoose } = usePaymentMethods(
    requestId,
    refreshTime,
    requestKey,
    (error) => {
      if (error instanceof ApiClientError && error.errorCode === 'BK1057')
        notify.error({ message: messageOf(error, lang), placement: 'top' });
      if (!(error instanceof ApiClientError && error.errorCode === 'VOUCHER_INVALID')) setSelected(null);
    },
  );
  const list = methods.data ?? [];
  const payLaterListed = list.some((m) => m.payment_method === PAY_LATER_METHOD);
  const member = auth.status === 'member';
  const hasPhone = Boolean(auth.user?.phone);
  const account = useQuery({
    queryKey: ['pay-later-limit', auth.user?.user_id ?? null],
    queryFn: ({ signal }) => payLaterLimit(signal),
    enabled: member && hasPhone && payLaterListed,
    retry: false,
  });

  // the server keeps the choice: a fixed voucher option means it is made; otherwise what this page chose last
  const fixed = list.length === 1 && list[0]!.disabled ? list[0]! : null;
  const chosenCode = fixed?.payment_method ?? (chosen && list.some((m) => m.payment_method === chosen) ? chosen : null);
  const chosenMethod = list.find((m) => m.payment_method === chosenCode) ?? null;
  useEffect(() => onChosenChange?.(chosenMethod), [onChosenChange, chosenMethod]);
  const payLaterOf = (m: PaymentMethod) => payLaterProblem(m.order_value, m.payment_limit.min, member && hasPhone ? account.data : null);

  function select(method: PaymentMethod) {
    // refused before anything changes: the previous choice (and its radio) stays
    const problem = method.payment_method === PAY_LATER_METHOD ? payLaterOf(method) : null;
    if (problem) {
      setPayLaterTried(true);
      notify.error({ message: t('payment.invalidOrderValue', { reason: problemText(problem, t) }), placement: 'top' });
      return;
    }
    resetChoose();
    setSelected(method.payment_method);
    if (method.payment_method === VOUCHER_METHOD) return;
    choose(method.payment_method);
  }

  const error = chooseError;
  // BK1057 is the notification's (spec 8); every other failure stays readable under the list
  const bk1057 = error instanceof ApiClientError && error.errorCode === 'BK1057';

  return (
    <div className={styles.main}>
      {notices}
      <section className={styles.card} aria-labelledby="payment-title">
        <h2 id="payment-title">{t('payment.title')}</h2>
        {methods.isPending ? (
          <div aria-busy="true" aria-label={t('payment.loading')} data-testid="payment-methods-skeleton">
            {[0, 1, 2].map((i) => (
              <span key={i} className={`${styles.block} ${styles.blockRow}`} />
            ))}
          </div>
        ) : methods.error ? (
          <div className={`${styles.card} ${styles.alert}`} role="alert">
            <p>{t('payment.loadError', { message: messageOf(methods.error, lang) })}</p>
            <button type="button" className={styles.secondary} onClick={() => void methods.refetch()}>
              {t('payment.retry')}
            </button>
          </div>
        ) : list.length === 0 ? (
          <p className={styles.muted}>{t('payment.empty')}</p>
        ) : (
          <div role="radiogroup" aria-labelledby="payment-title" className={own.methods}>
            {list.map((m) => (
              <MethodOption
                key={m.payment_method}
                method={m}
                checked={(selected ?? chosenCode) === m.payment_method}
                busy={choosing || pay.paying}
                onSelect={() => select(m)}
              >
                {m.payment_method === PAY_LATER_METHOD ? (
                  <PayLaterLine
                    member={member}
                    hasPhone={hasPhone}
                    account={member && hasPhone ? account.data : undefined}
                    reading={account.isLoading}
                    problem={payLaterOf(m)}
                    tried={payLaterTried}
                    onLinked={() => void account.refetch()}
                  />
                ) : null}
                {m.payment_method === VOUCHER_METHOD && !m.disabled && selected === VOUCHER_METHOD ? (
                  <VoucherField busy={choosing} onApply={(code) => choose(VOUCHER_METHOD, code)} />
                ) : null}
                {m.payment_method === VOUCHER_METHOD && m.disabled ? (
                  <VoucherApplied
                    hint={m.voucher_hint ?? null}
                    busy={choosing || pay.paying}
                    onRemove={() => {
                      setSelected(null);
                      remove();
                    }}
                  />
                ) : null}
              </MethodOption>
            ))}
          </div>
        )}
        {error && !bk1057 ? (
          <p className={styles.fieldError} role="alert">
            {messageOf(error, lang)}
          </p>
        ) : null}
        {chosenMethod ? (
          <dl className={own.summary} aria-label={t('payment.summaryTitle')}>
            <dt>{t('payment.summaryFee')}</dt>
            <dd>{chosenMethod.final_fee === 0 ? t('payment.free') : format(chosenMethod.final_fee)}</dd>
            <dt className={own.total}>{t('payment.summaryTotal')}</dt>
            <dd className={own.total} data-testid="method-total">
              {format(chosenMethod.order_value)}
            </dd>
          </dl>
        ) : null}
      </section>
      {pay.error ? <PayError error={pay.error} ns={ns} /> : null}
      {beforePay}
      <PayTerms product={product} action={t('payment.pay')} />
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onBack}>
          {backLabel}
        </button>
        <button
          type="button"
          className={styles.primary}
          disabled={!chosenMethod || choosing || pay.paying}
          onClick={pay.pay}
          aria-describedby={chosenMethod ? PAY_TERMS_ID : `pay-hint ${PAY_TERMS_ID}`}
        >
          {pay.paying ? t('payment.paying') : t('payment.pay')}
        </button>
      </div>
      {chosenMethod ? null : (
        <p id="pay-hint" className={styles.muted}>
          {t('payment.chooseFirst')}
        </p>
      )}
    </div>
  );
}
