'use client';

import { Price } from '@/features/currency/index';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Lang } from '@/lib/i18n/config';
import type { OrderDetail } from '../schemas';
import { CopyButton } from './copy-button';
import { OrderPriceLines } from './order-price-lines';
import { toSummaryDate, vnDateTime } from '@/lib/dates/product-date';
import { properNameLang } from '@/lib/i18n/vietnamese';
import { refundSayKey } from '../refund-words';
import { hotelAddress, hotelName, methodName, orderTitle, voucherName } from './order-format';
import styles from './order-page.module.css';

type Props = { order: OrderDetail };

function useOrderText() {
  const { t, i18n } = useTranslation('orders');
  return { t, lang: i18n.language as Lang };
}

/** The order code, copyable (the traveller gives it at check-in and types it to find the order). */
export function OrderCode({ order }: Props) {
  const { t } = useOrderText();
  return (
    <p className={styles.code}>
      <span>{t('code')}: </span>
      <strong data-testid="order-code">{order.order_number}</strong> <CopyButton value={order.order_number} what={t('code')} />
    </p>
  );
}

export function HotelAndStay({ order }: Props) {
  const { t, lang } = useOrderText();
  const { hotel } = order;
  const guests = [
    order.adults ? t('adults', { count: order.adults }) : null,
    order.children_ages.length ? t('children', { count: order.children_ages.length }) : null,
  ].filter(Boolean);
  return (
    <section className={styles.card} aria-labelledby="order-hotel" data-testid="order-hotel">
      <h2 id="order-hotel">{hotel ? hotelName(hotel, lang) : orderTitle(order, lang)}</h2>
      {hotel ? (
        <>
          <p className={styles.muted}>{hotelAddress(hotel, lang)}</p>
          {hotel.star_rate > 0 ? (
            <p className={styles.stars}>
              <span aria-hidden="true">{'★'.repeat(hotel.star_rate)}</span>
              <span className="visually-hidden">{t('stars', { count: hotel.star_rate })}</span>
            </p>
          ) : null}
        </>
      ) : null}
      <dl className={styles.facts} data-testid="order-stay">
        {order.check_in ? (
          <div>
            <dt>{t('checkIn')}</dt>
            <dd>{toSummaryDate(order.check_in)}</dd>
          </div>
        ) : null}
        {order.check_out ? (
          <div>
            <dt>{t('checkOut')}</dt>
            <dd>
              {toSummaryDate(order.check_out)}
              {order.nights ? ` (${t('nights', { count: order.nights })})` : ''}
            </dd>
          </div>
        ) : null}
        {guests.length ? (
          <div>
            <dt>{t('guests')}</dt>
            <dd>{guests.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      <h3>{t('rooms')}</h3>
      <ul className={styles.lines} data-testid="order-rooms">
        {order.rooms.map((room) => (
          <li key={room.booking_request_rate_id}>
            <span>
              <strong>
                {room.room_count} × {lang === 'vi' ? room.room_name : room.room_name_en || room.room_name}
              </strong>
              <br />
              <span className={styles.muted}>
                {[lang === 'vi' ? room.rate_name : room.rate_name_en || room.rate_name, room.breakfast ? t('breakfast') : null]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
            <Price vnd={room.final_price} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function People({ order }: Props) {
  const { t } = useOrderText();
  return (
    <section className={styles.card} aria-labelledby="order-people" data-testid="order-people">
      <h2 id="order-people">{t('receivers')}</h2>
      <ol className={styles.people}>
        {order.receivers.map((receiver, index) => (
          <li key={`${receiver.booking_request_rate_id}-${index}`}>
            <span className={styles.muted}>{t('receiver', { n: index + 1 })}: </span>
            <span lang={properNameLang(`${receiver.last_name} ${receiver.first_name}`)}>
              {receiver.last_name} {receiver.first_name}
            </span>{' '}
            · {receiver.phone}
          </li>
        ))}
      </ol>
      {order.contact ? (
        <>
          <h3>{t('contact')}</h3>
          <p className={styles.plain}>
            <span lang={properNameLang(order.contact.full_name)}>{order.contact.full_name}</span> · {order.contact.email} ·{' '}
            {order.contact.phone}
          </p>
        </>
      ) : null}
    </section>
  );
}

export function Prices({ order }: Props) {
  const { t, lang } = useOrderText();
  const { prices, payment } = order;
  const name = methodName(payment, lang);
  return (
    <section className={styles.card} aria-labelledby="order-prices" data-testid="order-prices">
      <h2 id="order-prices">{t('prices')}</h2>
      <OrderPriceLines
        order={order}
        labels={{
          stay: t('subtotal'),
          coupon: prices.coupon_code ? t('coupon', { code: prices.coupon_code }) : t('couponPlain'),
          payment_fee: t('paymentFee'),
          voucher: name ?? t('couponPlain'),
          total: t('total'),
        }}
      />
      <h3>{t('payment')}</h3>
      <dl className={styles.facts} data-testid="order-payment">
        {name ? (
          <div>
            <dt>{t('method')}</dt>
            <dd>{name}</dd>
          </div>
        ) : null}
        {payment.voucher ? (
          <div data-testid="order-paying-voucher">
            <dt>{t('voucher')}</dt>
            <dd>{voucherName(payment.voucher, lang, t)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('paidAt')}</dt>
          <dd>{payment.paid_at ? vnDateTime(payment.paid_at) : t('notPaid')}</dd>
        </div>
      </dl>
    </section>
  );
}

export function Refund({ order }: Props) {
  const { t, lang } = useOrderText();
  const { refund } = order;
  if (!refund || refund.channel === 'none') return null;
  const to =
    refund.channel === 'gateway'
      ? t('refund.gateway')
      : refund.channel === 'partner'
        ? t('refund.partner')
        : [refund.bank_name, lang === 'vi' ? refund.branch_name : refund.branch_name_en, refund.account_number_masked]
            .filter(Boolean)
            .join(' · ');
  return (
    <section className={styles.card} aria-labelledby="order-refund" data-testid="order-refund">
      <h2 id="order-refund">{t('refund.title')}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('refund.amount')}</dt>
          <dd>
            <Price vnd={refund.amount_vnd} />
          </dd>
        </div>
        <div>
          <dt>{t('refund.status')}</dt>
          <dd>{t(`refund.statuses.${refund.status}`)}</dd>
        </div>
        <div>
          <dt>{t('refund.to')}</dt>
          <dd>{to}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The vouchers' validity, once a deal order issued them (they share the deal's window and room-nights). */
function voucherValidity(order: OrderDetail): { count: number; from: string; to: string } | null {
  const first = order.deal?.vouchers[0];
  return first ? { count: first.room_nights, from: toSummaryDate(first.valid_from), to: toSummaryDate(first.valid_to) } : null;
}

/** What comes next, said once: a refund's sentence by where it goes and how far it got (the cancellation email says the same). */
function nextText(order: OrderDetail, t: ReturnType<typeof useOrderText>['t']): string {
  const { refund } = order;
  if (order.status === 'cancelled' || order.status === 'refunded') {
    if (!refund || refund.channel === 'none' || refund.amount_vnd === 0)
      return t(order.status === 'refunded' ? 'next.refunded' : 'next.cancelledNoRefund');
    return t(refundSayKey(refund));
  }
  if (order.status === 'completed' && order.prices.total_vnd === 0) return t('next.completedFree');
  return t(`next.${order.status === 'confirmed' ? 'paid' : order.status}`);
}

export function NextAndTimeline({ order }: Props) {
  const { t } = useOrderText();
  const validity = order.status === 'paid' || order.status === 'confirmed' ? voucherValidity(order) : null;
  return (
    <section className={styles.card} aria-labelledby="order-next" data-testid="order-next">
      <h2 id="order-next">{t('nextTitle')}</h2>
      <p className={styles.plain}>{nextText(order, t)}</p>
      {validity ? (
        <p className={styles.plain} data-testid="order-voucher-validity">
          {t('voucherValid', validity)}
        </p>
      ) : null}
      <h3>{t('timeline')}</h3>
      <ol className={styles.timeline} data-testid="order-timeline">
        {order.events.map((event, index) => (
          <li key={`${event.status}-${index}`}>
            <time dateTime={event.at}>{vnDateTime(event.at)}</time> {t(`events.${event.status}`, { defaultValue: event.status })}
          </li>
        ))}
      </ol>
    </section>
  );
}
