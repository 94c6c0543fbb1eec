'use client';

import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { pageQuery } from '../../listing/listing-query';
import { useListingNavigation } from './listing-navigation';
import styles from './listing-pagination.module.css';

type Props = { total: number; page: number; pageSize: number };

/** Spec 2.3: result pages without a size changer; a page change is rendered by the server. */
export function ListingPagination({ total, page, pageSize }: Props) {
  const { t } = useTranslation('hotelList');
  const { query, hrefFor, pushQuery } = useListingNavigation();
  if (total <= pageSize) return null;
  return (
    <nav aria-label={t('pagination')} className={styles.nav} data-testid="listing-pagination">
      <Pagination
        current={page}
        total={total}
        pageSize={pageSize}
        showSizeChanger={false}
        onChange={(next) => pushQuery(pageQuery(query, next))}
        itemRender={(target, type, element) => {
          // Real addresses for crawlers (pages and the ••• jumps); the click itself is handled by onChange.
          const href = hrefFor(pageQuery(query, target));
          if (type === 'page') {
            return (
              <a href={href} tabIndex={-1} onClick={(event) => event.preventDefault()}>
                {target}
              </a>
            );
          }
          if (type === 'jump-prev' || type === 'jump-next') {
            return (
              <a href={href} tabIndex={-1} aria-label={t(type === 'jump-next' ? 'pageJumpNext' : 'pageJumpPrev')} onClick={(event) => event.preventDefault()}>
                •••
              </a>
            );
          }
          return element;
        }}
      />
    </nav>
  );
}
