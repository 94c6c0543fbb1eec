import type { TFunction } from 'i18next';
import type { Lang } from '@/lib/i18n/config';
import { toProductDate } from '@/lib/dates/product-date';
import { formatAmount } from '@/lib/money/format-money';
import { ACCOUNT_PATHS, localePath } from '@/lib/paths';
import type { Order } from '../schemas';
import styles from './orders.module.css';

/** One order of the member's: what was bought, for when, its status and total. */
export function OrderDetail({ lang, t, order }: { lang: Lang; t: TFunction; order: Order }) {
  const rows: [string, string][] = [
    [t('orders.orderNumber'), order.order_number],
    [t('orders.product'), `${order.title} (${t(`orders.types.${order.product_type}`)})`],
    [t('orders.dates'), order.check_in ? `${toProductDate(order.check_in)} – ${order.check_out ? toProductDate(order.check_out) : ''}` : '—'],
    [t('orders.status'), t(`orders.statuses.${order.status}`, { defaultValue: order.status })],
    [t('orders.total'), formatAmount(order.total_vnd, 'VND')],
    [t('orders.createdAt'), toProductDate(order.created_at.slice(0, 10))],
  ];
  return (
    <section data-testid="order-detail">
      <dl className={styles.detail}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <a href={localePath(lang, ACCOUNT_PATHS.orders)}>{t('orders.back')}</a>
    </section>
  );
}
