'use client';

import { Drawer } from 'antd';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AntdProvider } from '@/lib/theme/antd-provider';
import type { SearchExtraData } from '../../schemas';
import { FilterBox } from './filter-box';
import { useListingNavigation } from '../listing-navigation';
import styles from './filter-drawer.module.css';

type Props = {
  open: boolean;
  onClose: () => void;
  extra: SearchExtraData | null;
  isDomestic: boolean;
  /** the hotels the current filters find: the "See N results" button shows it */
  total: number;
};

/**
 * Spec 2.4: the mobile filter drawer (antd), holding the filter box, with a close button. The filter box
 * carries the one visible title (the drawer has no header); the footer's "See N results" follows each
 * toggle once the new result has arrived and closes the drawer.
 */
export default function FilterDrawer({ open, onClose, extra, isDomestic, total }: Props) {
  const { t } = useTranslation('hotelList');
  const { isPending } = useListingNavigation();
  return (
    <AntdProvider>
      <Drawer
        open={open}
        onClose={onClose}
        placement="left"
        closable={false}
        aria-label={t('filter.title')}
        destroyOnHidden
        footer={
          <div className={styles.footer}>
            <button type="button" className={styles.close} onClick={onClose} data-testid="filter-panel-close">
              {t('filter.close')}
            </button>
            <button
              type="button"
              className={styles.results}
              onClick={onClose}
              aria-busy={isPending || undefined}
              data-testid="filter-panel-results"
            >
              <span aria-live="polite">{isPending ? t('filter.showResultsPending') : t('filter.showResults', { count: total })}</span>
            </button>
          </div>
        }
      >
        <div data-testid="filter-panel">
          <FilterBox extra={extra} isDomestic={isDomestic} />
        </div>
      </Drawer>
    </AntdProvider>
  );
}
