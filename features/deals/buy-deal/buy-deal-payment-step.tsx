'use client';

import { useTranslation } from '@/lib/i18n/use-translation';
import { PAY_TERMS_ID, PayTerms } from '@/components/legal/pay-terms';
import type { PaymentMethod } from '@/features/payment/index';
import type { DealDetail } from '../schemas';
import { MethodRow, PurchaseSums, useBuyErrorText } from './buy-deal-parts';
import { isDealOrderPending, type useDealPaymentMethods } from './deal-api';
import { DealPendingOrder } from './deal-pending-order';
import styles from './buy-deal.module.css';

type PaymentStepProps = {
  deal: DealDetail;
  option: DealDetail['price_deal'][number] | undefined;
  quantity: number;
  subtotal: number;
  methods: ReturnType<typeof useDealPaymentMethods>;
  methodCode: string | null;
  chosen: PaymentMethod | null;
  /** "Thanh toán" was pressed with no method chosen */
  missingMethod: boolean;
  onMethod: (code: string) => void;
  purchaseError: Error | null;
  buying: boolean;
  onBack: () => void;
  onPay: () => void;
};

/** Step 2 of the buy-deal popup: the payment methods with their fees, the total, why a purchase was refused, "Thanh toán". */
export function PaymentStep(props: PaymentStepProps) {
  const { deal, option, quantity, subtotal, methods, methodCode, chosen, missingMethod, onMethod, purchaseError, buying, onBack, onPay } =
    props;
  const { t } = useTranslation('deals');
  const errorText = useBuyErrorText();
  const refusal = purchaseError ? (
    <p role="alert" className={styles.alert} data-testid="buy-deal-error">
      {errorText(purchaseError)}
    </p>
  ) : null;
  return (
    <div className={styles.body}>
      <p>{t('buy.summary', { quantity, option: option?.name ?? '' })}</p>
      <fieldset className={styles.group}>
        <legend>{t('buy.step2')}</legend>
        {methods.isPending ? <p role="status">{t('buy.loadingMethods')}</p> : null}
        {methods.isError ? (
          <p role="alert" className={styles.alert}>
            {t('buy.methodsFailed')}{' '}
            <button type="button" className={styles.linkButton} onClick={() => void methods.refetch()}>
              {t('buy.retry')}
            </button>
          </p>
        ) : null}
        {methods.data && methods.data.length === 0 ? <p>{t('buy.noMethods')}</p> : null}
        {methods.data && methods.data.length > 0 ? (
          <ul className={styles.methods} data-testid="deal-payment-methods">
            {methods.data.map((m) => (
              <MethodRow
                key={m.payment_method}
                method={m}
                checked={m.payment_method === methodCode}
                onSelect={() => onMethod(m.payment_method)}
              />
            ))}
          </ul>
        ) : null}
        {missingMethod ? (
          <p role="alert" className={styles.error}>
            {t('buy.chooseMethod')}
          </p>
        ) : null}
      </fieldset>
      <PurchaseSums subtotal={subtotal} chosen={chosen} />
      {/* an unpaid order of this deal in the way: shown with how to pay or cancel it */}
      {isDealOrderPending(purchaseError) ? <DealPendingOrder deal={deal} fallback={refusal} /> : refusal}
      <PayTerms product="voucher" action={t('buy.pay')} />
      <footer className={styles.footer}>
        <button type="button" className={styles.secondary} onClick={onBack} disabled={buying}>
          {t('buy.back')}
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={onPay}
          disabled={buying}
          aria-busy={buying || undefined}
          aria-describedby={PAY_TERMS_ID}
          data-testid="buy-deal-pay"
        >
          {buying ? t('buy.paying') : t('buy.pay')}
        </button>
      </footer>
    </div>
  );
}
