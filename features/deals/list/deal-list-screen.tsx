import type { TFunction } from 'i18next';
import type { Lang } from '@/lib/i18n/config';
import { localePath } from '@/lib/paths';
import type { DealCategory, DealList } from '../schemas';
import { DealGrid } from './deal-card';
import { dealListHref, pagerPages, type DealListParams } from './list-params';
import styles from './deals.module.css';

type Props = {
  lang: Lang;
  t: TFunction;
  title: string;
  /** DEALS_PATH or COMBO_PATH (without the /en prefix) */
  basePath: string;
  categories: DealCategory[];
  params: DealListParams;
  list: DealList;
};

/** Category chips as links (?category=), "Tất cả" first; the current one is marked for assistive technology. */
function CategoryChips({ lang, t, basePath, categories, params }: Omit<Props, 'list' | 'title'>) {
  if (categories.length === 0) return null;
  const chip = (slug: string | null, label: string, key: string) => {
    const active = params.category === slug;
    return (
      <li key={key}>
        <a
          className={`${styles.chip} ${active ? styles.chipActive : ''}`}
          href={localePath(lang, dealListHref(basePath, { category: slug, page: 1 }))}
          aria-current={active ? 'page' : undefined}
        >
          {label}
        </a>
      </li>
    );
  };
  return (
    <nav aria-label={t('list.categories')}>
      <ul className={styles.chips} data-testid="deal-categories">
        {chip(null, t('list.all'), 'all')}
        {categories.map((c) => chip(c.slug, `${c.name} (${c.count})`, c.slug))}
      </ul>
    </nav>
  );
}

/** Real links to every page (crawlable, work without JavaScript). */
function Pager({ lang, t, basePath, params, list }: Omit<Props, 'categories' | 'title'>) {
  const last = Math.max(1, Math.ceil(list.total / list.page_size));
  if (last <= 1) return null;
  const href = (page: number) => localePath(lang, dealListHref(basePath, { category: params.category, page }));
  return (
    <nav aria-label={t('list.pages')} className={styles.pager} data-testid="deal-pager">
      {list.page > 1 ? (
        <a href={href(list.page - 1)} rel="prev" className={styles.pageStep}>
          {t('list.previous')}
        </a>
      ) : null}
      <ul className={styles.pages}>
        {pagerPages(list.page, last).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <a
                href={href(p)}
                className={`${styles.pageLink} ${p === list.page ? styles.pageActive : ''}`}
                aria-current={p === list.page ? 'page' : undefined}
                aria-label={t('list.pageN', { page: p })}
              >
                {p}
              </a>
            </li>
          ),
        )}
      </ul>
      {list.page < last ? (
        <a href={href(list.page + 1)} rel="next" className={styles.pageStep}>
          {t('list.next')}
        </a>
      ) : null}
    </nav>
  );
}

/** /deals and /combo: heading, category chips, the cards, the pager, or the empty state. */
export function DealListScreen(props: Props) {
  const { lang, t, title, list } = props;
  return (
    <div className={styles.page} data-testid="deal-list">
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.count}>{t('list.count', { count: list.total })}</p>
      <CategoryChips {...props} />
      {list.items.length === 0 ? (
        <section className={styles.empty} data-testid="deal-empty">
          <h2>{t('list.empty')}</h2>
          <p>{t('list.emptyText')}</p>
          {props.params.category || props.params.page > 1 ? <a href={localePath(lang, props.basePath)}>{t('list.seeAllDeals')}</a> : null}
        </section>
      ) : (
        <DealGrid deals={list.items} lang={lang} t={t} />
      )}
      <Pager {...props} />
    </div>
  );
}
