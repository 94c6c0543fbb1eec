'use client';

import { useCurrency } from '@/features/currency/index';
import { chargeLines, signedVnd, type PriceLineId } from '@/features/hotels/index';
import { VOUCHER_METHOD } from '@/features/payment/schemas';
import { convertLines } from '@/lib/money/convert-lines';
import { formatAmount } from '@/lib/money/format-money';
import type { OrderDetail } from '../schemas';
import styles from './order-page.module.css';

type Labels = Record<Extract<PriceLineId, 'stay' | 'coupon' | 'payment_fee' | 'voucher'>, string> & { total: string };

/**
 * The order's price lines and total (issue 33): the shared `chargeLines` of what the order keeps (room total,
 * coupon, payment fee, a voucher that paid it), the lines shown so that they add up to the total in the
 * visitor's currency too (convertLines), the total being what was charged.
 */
export function OrderPriceLines({ order, labels }: { order: Pick<OrderDetail, 'prices' | 'payment'>; labels: Labels }) {
  const { currency, usdRate } = useCurrency();
  const { prices } = order;
  const view = chargeLines(prices.subtotal_vnd, {
    coupon: prices.coupon_discount_vnd > 0 ? { code: prices.coupon_code ?? '', vnd: prices.coupon_discount_vnd } : null,
    paymentFeeVnd: prices.payment_fee_vnd,
    paidByVoucher: order.payment.method === VOUCHER_METHOD,
  });
  const shownCurrency = usdRate ? currency : 'VND';
  const converted = convertLines(view.lines.map(signedVnd), shownCurrency, usdRate ?? 1);
  // the order's own total is what was charged; the lines are its breakdown (they agree: test order-price-lines)
  const total = view.total === prices.total_vnd ? converted.total : convertLines([prices.total_vnd], shownCurrency, usdRate ?? 1).total;
  return (
    <dl className={styles.amounts}>
      {view.lines.map((line, i) => (
        <div key={line.id} data-line={line.id} data-kind={line.kind}>
          <dt>{labels[line.id as keyof Labels]}</dt>
          <dd className={line.kind === 'subtract' ? styles.discount : undefined}>
            {line.kind === 'subtract' ? '−' : ''}
            <span data-price-vnd={line.vnd}>{formatAmount(Math.abs(converted.lines[i] ?? 0), shownCurrency)}</span>
          </dd>
        </div>
      ))}
      <div className={styles.total} data-testid="order-total">
        <dt>{labels.total}</dt>
        <dd>
          <span data-price-vnd={prices.total_vnd}>{formatAmount(total, shownCurrency)}</span>
        </dd>
      </div>
    </dl>
  );
}
