import 'server-only';
import { getServerT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/config';
import { ACCOUNT_PATHS, localePath } from '@/lib/paths';
import { listTransactions } from '../server/list-transactions';
import { ActivityScroller } from './activity-scroller';
import { ActivityTable } from './activity-table';
import styles from './loyalty.module.css';

const PAGE_SIZE = 20;

/** The "view all" page (spec 2.11 full-column mode): every row, PAGE_SIZE a page, ?page= for the rest. */
export async function ActivityPageView({ userId, lang, page }: { userId: number; lang: Lang; page: number }) {
  const t = getServerT(lang, 'loyalty');
  const result = await listTransactions(userId, { page, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil(result.total / PAGE_SIZE));
  const href = (to: number) => `${localePath(lang, ACCOUNT_PATHS.activity)}${to > 1 ? `?page=${to}` : ''}`;
  // inside the layout's <main>: one main per page
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.heading}>{t('activityTitle')}</h1>
        {result.items.length === 0 ? (
          <p className={styles.muted}>{t('noActivity')}</p>
        ) : (
          <ActivityScroller label={t('activityTitle')}>
            <ActivityTable items={result.items} lang={lang} full />
          </ActivityScroller>
        )}
        {pages > 1 && (
          <nav className={styles.pager} aria-label={t('pageOf', { page, pages })}>
            {page > 1 && (
              <a className={styles.link} href={href(page - 1)} rel="prev">
                {t('previous')}
              </a>
            )}
            <span className={styles.muted}>{t('pageOf', { page: Math.min(page, pages), pages })}</span>
            {page < pages && (
              <a className={styles.link} href={href(page + 1)} rel="next">
                {t('next')}
              </a>
            )}
          </nav>
        )}
      </section>
    </div>
  );
}
