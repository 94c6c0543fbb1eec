import type { TFunction } from 'i18next';
import type { Lang } from '@/lib/i18n/config';
import { toSummaryDate } from '@/lib/dates/product-date';
import { formatAmount } from '@/lib/money/format-money';
import { ACCOUNT_PATHS, HOTELS_PATH, localePath, orderPath } from '@/lib/paths';
import { ORDER_STATUSES, type OrdersPage, type OrdersQuery } from '../schemas';
import styles from './orders.module.css';

type Props = { lang: Lang; t: TFunction; result: OrdersPage; query: OrdersQuery };

/** Query of another page of the same filters. */
function pageHref(lang: Lang, query: OrdersQuery, page: number): string {
  const search = new URLSearchParams();
  if (query.status) search.set('status', query.status);
  if (query.from) search.set('from', query.from);
  if (query.to) search.set('to', query.to);
  if (page > 1) search.set('page', String(page));
  return `${localePath(lang, ACCOUNT_PATHS.orders)}${search.size ? `?${search}` : ''}`;
}

/** The member's orders: a GET filter form (works without script), the list, paging and the empty state. */
export function OrdersScreen({ lang, t, result, query }: Props) {
  const pages = Math.max(1, Math.ceil(result.total / result.page_size));
  const filtered = Boolean(query.status || query.from || query.to);
  // the order statuses' names are the order pages' (one wording for all seven)
  const statusName = (status: string) => t(`status.${status}`, { ns: 'orders', defaultValue: status });
  return (
    <section className={styles.card} aria-labelledby="orders-title">
      <h2 id="orders-title">{t('orders.title')}</h2>
      <form className={styles.filters} method="get" action={localePath(lang, ACCOUNT_PATHS.orders)} data-testid="orders-filters">
        <label className={styles.field}>
          <span>{t('orders.status')}</span>
          <select name="status" defaultValue={query.status ?? ''}>
            <option value="">{t('orders.allStatuses')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusName(status)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('orders.from')}</span>
          <input type="date" name="from" defaultValue={query.from ?? ''} />
        </label>
        <label className={styles.field}>
          <span>{t('orders.to')}</span>
          <input type="date" name="to" defaultValue={query.to ?? ''} />
        </label>
        <button type="submit" className={styles.button}>
          {t('orders.filter')}
        </button>
      </form>
      {result.items.length === 0 ? (
        <div className={styles.empty} data-testid="orders-empty">
          <p>{filtered ? t('orders.emptyFiltered') : t('orders.empty')}</p>
          <a className={styles.button} href={localePath(lang, HOTELS_PATH)}>
            {t('orders.findHotels')}
          </a>
        </div>
      ) : (
        <table className={styles.table} data-testid="orders-table">
          <thead>
            <tr>
              <th scope="col">{t('orders.orderNumber')}</th>
              <th scope="col">{t('orders.product')}</th>
              <th scope="col">{t('orders.dates')}</th>
              <th scope="col">{t('orders.status')}</th>
              <th scope="col">{t('orders.total')}</th>
            </tr>
          </thead>
          <tbody>
            {result.items.map((order) => (
              <tr key={order.order_number}>
                <td data-label={t('orders.orderNumber')}>
                  <a href={localePath(lang, orderPath(order.order_number))}>{order.order_number}</a>
                </td>
                <td data-label={t('orders.product')}>
                  {lang === 'vi' ? order.title_vi : order.title_en}
                  <br />
                  <span className={styles.muted}>{t(`orders.types.${order.product_type}`)}</span>
                </td>
                <td data-label={t('orders.dates')}>
                  {order.check_in
                    ? order.check_out
                      ? `${toSummaryDate(order.check_in)} – ${toSummaryDate(order.check_out)}`
                      : toSummaryDate(order.check_in)
                    : '—'}
                </td>
                <td data-label={t('orders.status')} data-status={order.status}>
                  {statusName(order.status)}
                </td>
                <td data-label={t('orders.total')}>{formatAmount(order.total_vnd, 'VND')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <nav className={styles.paging} aria-label={t('orders.page', { page: result.page, pages })}>
          {result.page > 1 ? <a href={pageHref(lang, query, result.page - 1)}>{t('orders.previous')}</a> : <span />}
          <span>{t('orders.page', { page: result.page, pages })}</span>
          {result.page < pages ? <a href={pageHref(lang, query, result.page + 1)}>{t('orders.next')}</a> : <span />}
        </nav>
      ) : null}
    </section>
  );
}
