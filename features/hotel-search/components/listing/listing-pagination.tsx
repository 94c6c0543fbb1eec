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
        itemRender={(target, type, element) =>
          type === 'page' ? (
            // A real address for crawlers; the click itself is handled by onChange.
            <a href={hrefFor(pageQuery(query, target))} tabIndex={-1} onClick={(event) => event.preventDefault()}>
              {target}
            </a>
          ) : (
            element
          )
        }
      />
    </nav>
  );
}
