'use client';

import { useCurrency } from '@/features/currency/index';
import { CopyButton } from '@/features/orders/index';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import { hotelDetailPath, localePath } from '@/lib/paths';
import type { IssuedVoucher } from '../schemas';
import styles from './deal-order.module.css';

/** What an order of vouchers says of its deal (the order detail's `deal`). */
export type DealOrderSummary = {
  deal_id: number;
  deal_path: string;
  /** the deal's name in the page's language (the order page reads it by id; the order keeps its own language's) */
  name: string;
  quantity: number;
  unit_price: number;
  vouchers: IssuedVoucher[];
  /** the deal's hotel, when the order detail names it (the voucher carries its id only) */
  hotel?: { id: number; name: string; country_code?: string | null } | null;
};

/** Why an order shows no codes, by the order's status (spec: pending, paid, confirmed, completed, expired, cancelled, refunded). */
function noVouchersKey(orderStatus: string): string {
  if (orderStatus === 'pending') return 'order.pendingVouchers';
  if (orderStatus === 'expired') return 'order.expiredVouchers';
  if (orderStatus === 'cancelled' || orderStatus === 'refunded') return 'order.cancelledVouchers';
  // paid, not yet issued (issuing runs right after the payment is recorded)
  return 'order.issuingVouchers';
}

const vnDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function hotelHref(deal: DealOrderSummary, hotelId: number, lang: 'vi' | 'en'): string {
  const hotel = deal.hotel && deal.hotel.id === hotelId ? deal.hotel : null;
  // the hotel page is found by its id; the slug is only for people and is corrected there
  return localePath(lang, hotelDetailPath({ id: hotelId, name: hotel?.name ?? 'khach-san', countryCode: hotel?.country_code ?? 'VN' }));
}

/**
 * A voucher order's own section on the order page: the deal, how many at what price, and once paid the codes
 * (copy button, nights, validity) with the hint to use one when paying a hotel by voucher, linking the hotel.
 */
export function DealOrderSection({ deal, orderStatus }: { deal: DealOrderSummary; orderStatus: string }) {
  const { t } = useTranslation('deals');
  const lang = useLang();
  const { format } = useCurrency();
  return (
    <section className={styles.card} aria-labelledby="order-deal" data-testid="order-deal">
      <h2 id="order-deal">{t('order.title')}</h2>
      <p className={styles.name}>
        <a href={localePath(lang, deal.deal_path)}>{deal.name}</a>
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('order.quantity')}</dt>
          <dd data-testid="order-deal-quantity">{deal.quantity}</dd>
        </div>
        <div>
          <dt>{t('order.unitPrice')}</dt>
          <dd>{format(deal.unit_price)}</dd>
        </div>
      </dl>
      <h3>{t('order.vouchers')}</h3>
      {deal.vouchers.length === 0 ? (
        <p className={styles.muted} data-testid="order-no-vouchers">
          {t(noVouchersKey(orderStatus))}
        </p>
      ) : (
        <>
          <ul className={styles.vouchers} data-testid="order-vouchers">
            {deal.vouchers.map((v) => (
              <li
                key={v.code}
                className={styles.voucher}
                data-testid="order-voucher"
                data-status={v.status}
                data-hotel-id={v.hotel_id ?? undefined}
                data-room-nights={v.room_nights}
                data-valid-from={v.valid_from}
                data-valid-to={v.valid_to}
              >
                <div className={styles.codeLine}>
                  <code className={styles.code} data-testid="voucher-code">
                    {v.code}
                  </code>
                  <CopyButton value={v.code} what={t('order.voucherCode', { code: v.code })} />
                </div>
                <span className={styles.muted}>
                  {t(`order.status.${v.status}`)} · {t('order.roomNights', { count: v.room_nights })} ·{' '}
                  {t('order.valid', { from: vnDate(v.valid_from), to: vnDate(v.valid_to) })}
                </span>
                {v.hotel_id !== null && v.status === 'available' ? (
                  <a href={hotelHref(deal, v.hotel_id, lang)} className={styles.hotelLink} data-testid="voucher-hotel-link">
                    {t('order.hotelLink')}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
          <p className={styles.hint} data-testid="order-voucher-hint">
            {t('order.hint')}
          </p>
        </>
      )}
    </section>
  );
}
