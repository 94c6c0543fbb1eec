import { activityTypeLabel, activityValue } from '../activity-labels';
import { formatDisplayDate, formatPoints } from '../format';
import type { ActivityItem } from '../schemas';
import { getServerT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/config';
import { StatusTag } from './status-tag';
import styles from './loyalty.module.css';

/**
 * Spec 2.11 activity table. The preview shows date, type, order, value and status; full-column mode
 * (the activity page) adds the transaction id and the approval and expiry dates.
 */
export function ActivityTable({ items, lang, full = false }: { items: readonly ActivityItem[]; lang: Lang; full?: boolean }) {
  const t = getServerT(lang, 'loyalty');
  const date = (value: string | null) => (value ? formatDisplayDate(value) : '—');
  return (
    <table className={styles.table} data-testid="activity-table">
      <thead>
        <tr>
          {full && <th>{t('colId')}</th>}
          <th>{t('colDate')}</th>
          <th>{t('colType')}</th>
          <th>{t('colOrder')}</th>
          <th className={styles.numeric}>{t('colValue')}</th>
          <th>{t('colStatus')}</th>
          {full && <th>{t('colPostedAt')}</th>}
          {full && <th>{t('colExpiredAt')}</th>}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-testid="activity-row">
            {full && <td>{item.id}</td>}
            <td>{date(item.created_at)}</td>
            <td>{activityTypeLabel(item, lang)}</td>
            <td>{item.order_number ?? '—'}</td>
            <td className={styles.numeric}>
              {item.type === 'DEBIT' ? '−' : '+'}
              {formatPoints(activityValue(item), lang)}
            </td>
            <td>
              <StatusTag status={item.status} lang={lang} />
            </td>
            {full && <td>{date(item.posted_at)}</td>}
            {full && <td>{date(item.expired_at)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
