'use client';

import { useCurrency } from '@/features/currency/index';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { OrderDetail } from '../schemas';
import styles from './flight-refund-lines.module.css';

type Terms = NonNullable<OrderDetail['cancellation']['flight_terms']>;

/**
 * Why a paid flight order refunds what it does, in flight words: what was paid, then each refund fee
 * ("Phí hoàn vé 300.000 ₫ × 2 khách × 1 chặng"), the payment fee kept and the non-refundable legs.
 */
export function FlightRefundLines({ terms, paidVnd }: { terms: Terms; paidVnd: number }) {
  const { t } = useTranslation('orders');
  const { format } = useCurrency();
  const flights = (count: number) => t('fareRules.flights', { count });
  return (
    <dl className={styles.lines} aria-label={t('fareRules.breakdown')} data-testid="cancel-flight-lines">
      <div className={styles.line}>
        <dt>{t('fareRules.paid')}</dt>
        <dd>{format(paidVnd)}</dd>
      </div>
      {terms.fees.map((fee) => (
        <div key={fee.fee_vnd} className={styles.line} data-testid="cancel-fee-line">
          <dt>
            {t('fareRules.feeLine', {
              fee: format(fee.fee_vnd),
              passengers: t('fareRules.passengers', { count: fee.travellers }),
              flights: flights(fee.legs),
            })}
          </dt>
          <dd>−{format(fee.fee_vnd * fee.travellers * fee.legs)}</dd>
        </div>
      ))}
      {terms.payment_fee_kept_vnd > 0 ? (
        <div className={styles.line} data-testid="cancel-payment-fee-line">
          <dt>{t('fareRules.paymentFee')}</dt>
          <dd>−{format(terms.payment_fee_kept_vnd)}</dd>
        </div>
      ) : null}
      {terms.non_refundable_legs > 0 ? (
        <div className={styles.line} data-testid="cancel-non-refundable-line">
          <dt>{t('fareRules.nonRefundable', { flights: flights(terms.non_refundable_legs) })}</dt>
          <dd />
        </div>
      ) : null}
    </dl>
  );
}
