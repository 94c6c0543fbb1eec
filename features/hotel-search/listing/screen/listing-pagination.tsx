'use client';

import type { MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { pageQuery } from '@/lib/paths';
import { pageCount, pageItems } from './page-items';
import { useListingNavigation } from '../listing-navigation';
import styles from './listing-pagination.module.css';

type Props = { total: number; page: number; pageSize: number };

// antd's arrow icons (the look of antd's Pagination, drawn by the extracted antd CSS).
const LEFT =
  'M724 218.3V141c0-6.7-7.7-10.4-12.9-6.3L260.3 486.8a31.86 31.86 0 000 50.3l450.8 352.1c5.3 4.1 12.9.4 12.9-6.3v-77.3c0-4.9-2.3-9.6-6.1-12.6l-360-281 360-281.1c3.8-3 6.1-7.7 6.1-12.6z';
const RIGHT =
  'M765.7 486.8L314.9 134.7A7.97 7.97 0 00302 141v77.3c0 4.9 2.3 9.6 6.1 12.6l360 281.1-360 281.1c-3.9 3-6.1 7.7-6.1 12.6V883c0 6.7 7.7 10.4 12.9 6.3l450.8-352.1a31.96 31.96 0 000-50.4z';

function Arrow({ path, name }: { path: string; name: 'left' | 'right' }) {
  return (
    <span className={`anticon anticon-${name}`} aria-hidden="true">
      <svg viewBox="64 64 896 896" focusable="false" width="1em" height="1em" fill="currentColor">
        <path d={path} />
      </svg>
    </span>
  );
}

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Spec 2.3: result pages without a size changer; a page change is rendered by the server. Plain links with
 * real addresses (for crawlers and keyboard users) in antd's Pagination markup and layout, so it looks the
 * same without loading antd.
 */
export function ListingPagination({ total, page, pageSize }: Props) {
  const { t } = useTranslation('hotelList');
  const { query, hrefFor, pushQuery } = useListingNavigation();
  if (total <= pageSize) return null;
  const last = pageCount(total, pageSize);
  const go = (target: number) => (event: MouseEvent) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    if (target !== page) pushQuery(pageQuery(query, target));
  };
  const href = (target: number) => hrefFor(pageQuery(query, target));
  const step = (kind: 'prev' | 'next') => {
    const target = kind === 'prev' ? page - 1 : page + 1;
    const disabled = target < 1 || target > last;
    const label = t(kind === 'prev' ? 'pagePrev' : 'pageNext');
    return (
      <li title={label} className={`ant-pagination-${kind}${disabled ? ' ant-pagination-disabled' : ''}`}>
        <button type="button" className="ant-pagination-item-link" aria-label={label} disabled={disabled} onClick={go(target)}>
          <Arrow path={kind === 'prev' ? LEFT : RIGHT} name={kind === 'prev' ? 'left' : 'right'} />
        </button>
      </li>
    );
  };
  return (
    <nav aria-label={t('pagination')} className={styles.nav} data-testid="listing-pagination">
      <ul className="ant-pagination app">
        {step('prev')}
        {pageItems(page, total, pageSize).map((item) => {
          if (item.kind !== 'page') {
            const label = t(item.kind === 'jump-next' ? 'pageJumpNext' : 'pageJumpPrev');
            return (
              <li key={item.kind} title={label} className={`ant-pagination-${item.kind} ant-pagination-${item.kind}-custom-icon`}>
                <a href={href(item.page)} aria-label={label} onClick={go(item.page)}>
                  •••
                </a>
              </li>
            );
          }
          const classes = [
            'ant-pagination-item',
            `ant-pagination-item-${item.page}`,
            item.afterJumpPrev ? 'ant-pagination-item-after-jump-prev' : '',
            item.beforeJumpNext ? 'ant-pagination-item-before-jump-next' : '',
            item.active ? 'ant-pagination-item-active' : '',
          ];
          return (
            <li key={item.page} title={String(item.page)} className={classes.filter(Boolean).join(' ')}>
              <a href={href(item.page)} aria-current={item.active ? 'page' : undefined} onClick={go(item.page)}>
                {item.page}
              </a>
            </li>
          );
        })}
        {step('next')}
      </ul>
    </nav>
  );
}
