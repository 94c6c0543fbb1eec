import 'server-only';
import { getServerT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/config';
import { ACCOUNT_PATHS, localePath } from '@/lib/paths';
import { listTransactions } from '../server/list-transactions';
import { ActivityScroller } from './activity-scroller';
import { ActivityTable } from './activity-table';
import styles from './loyalty.module.css';

/** Spec 9: the preview shows this many rows. */
const ACTIVITY_PREVIEW_ROWS = 5;

/** The account overview's activity (spec 2.11): the newest 5 rows and a link to all of them. */
export async function RecentActivity({ userId, lang }: { userId: number; lang: Lang }) {
  const t = getServerT(lang, 'loyalty');
  const { items, total } = await listTransactions(userId, { page: 1, pageSize: ACTIVITY_PREVIEW_ROWS });
  return (
    <section className={styles.card} data-testid="recent-activity">
      <h2 className={styles.heading}>{t('recentActivity')}</h2>
      {items.length === 0 ? (
        <p className={styles.muted}>{t('noActivity')}</p>
      ) : (
        <>
          <ActivityScroller label={t('recentActivity')}>
            <ActivityTable items={items} lang={lang} />
          </ActivityScroller>
          {total > 0 && (
            <p>
              <a className={styles.link} href={localePath(lang, ACCOUNT_PATHS.activity)} data-testid="activity-view-all">
                {t('viewAll')}
              </a>
            </p>
          )}
        </>
      )}
    </section>
  );
}
