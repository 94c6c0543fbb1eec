'use client';

import { useCurrency } from '@/features/currency/index';
import type { PaymentMethod } from '@/features/payment/index';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { localized } from '@/lib/i18n/localized';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import { BUY_ERROR_KEYS } from './buy-rules';
import styles from './buy-deal.module.css';

/** How many units the server said are left when it refused a purchase as DEAL_SOLD_OUT with some left, else null. */
export function quantityLeftOf(error: Error): number | null {
  if (!(error instanceof ApiClientError) || error.errorCode !== 'DEAL_SOLD_OUT') return null;
  const left = Number(error.fieldErrors.find((e) => e.path === 'quantity_left')?.message);
  return Number.isInteger(left) && left > 0 ? left : null;
}

/** The readable reason a purchase failed (DEAL_SOLD_OUT and the like in the deals words, others from the catalogue). */
export function useBuyErrorText(): (error: Error) => string {
  const { t } = useTranslation('deals');
  const lang = useLang();
  return (error) => {
    const code = error instanceof ApiClientError ? error.errorCode : 'NETWORK_ERROR';
    const left = quantityLeftOf(error);
    if (left !== null) return t('buy.errorOnlyLeft', { n: left });
    // a refused payment method: the server's own words (spec 8)
    if (error instanceof ApiClientError && error.errorCode === 'BK1057') return error.message;
    const key = BUY_ERROR_KEYS[code];
    if (key) return t(key);
    if (!(error instanceof ApiClientError)) return t('buy.errorOther', { message: error.message });
    // a refused purchase (quantity over the cap, an option not of this deal) carries the server's own words
    const detail = error.fieldErrors[0]?.message ?? (error.errorCode === 'VALIDATION_ERROR' ? error.message : error.messageIn(lang));
    return t('buy.errorOther', { message: detail });
  };
}

export function MethodRow({ method, checked, onSelect }: { method: PaymentMethod; checked: boolean; onSelect: () => void }) {
  const { t } = useTranslation('deals');
  const lang = useLang();
  const { format } = useCurrency();
  const id = `deal-method-${method.payment_method}`;
  return (
    <li className={`${styles.method} ${checked ? styles.methodChecked : ''}`}>
      <label htmlFor={id} className={styles.methodLabel}>
        <input
          id={id}
          type="radio"
          name="deal-payment-method"
          value={method.payment_method}
          checked={checked}
          onChange={onSelect}
          aria-describedby={`${id}-desc`}
        />
        {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG logo */}
        <img className={styles.logo} src={method.logo} alt="" width={40} height={28} />
        <span className={styles.methodName}>
          <strong>{localized({ vi: method.name_vi, en: method.name_en }, lang)}</strong>
          <span id={`${id}-desc`} className={styles.muted}>
            {localized({ vi: method.short_desc_vi, en: method.short_desc_en }, lang)}
          </span>
        </span>
        <span className={styles.fee}>{method.final_fee === 0 ? t('buy.free') : format(method.final_fee)}</span>
      </label>
    </li>
  );
}

/** Step 2's sums: the subtotal, the chosen method's fee and the total it makes. */
export function PurchaseSums({ subtotal, chosen }: { subtotal: number; chosen: PaymentMethod | null }) {
  const { t } = useTranslation('deals');
  const { format } = useCurrency();
  return (
    <dl className={styles.sums}>
      <div>
        <dt>{t('buy.subtotal')}</dt>
        <dd>{format(subtotal)}</dd>
      </div>
      <div>
        <dt>{t('buy.fee')}</dt>
        <dd>{chosen ? (chosen.final_fee === 0 ? t('buy.free') : format(chosen.final_fee)) : '—'}</dd>
      </div>
      <div className={styles.totalRow}>
        <dt>{t('buy.total')}</dt>
        <dd className={styles.total} data-testid="buy-deal-total">
          {format(chosen ? chosen.order_value : subtotal)}
        </dd>
      </div>
    </dl>
  );
}
