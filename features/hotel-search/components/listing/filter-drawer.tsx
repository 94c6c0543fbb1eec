'use client';

import { Drawer } from 'antd';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { AntdProvider } from '@/lib/theme/antd-provider';
import type { SearchExtraData } from '../../schemas';
import { FilterBox } from './filter-box';
import styles from './panels.module.css';

type Props = { open: boolean; onClose: () => void; extra: SearchExtraData | null; isDomestic: boolean };

/** Spec 2.4: the mobile filter drawer (antd), holding the filter box, with a close button. */
export default function FilterDrawer({ open, onClose, extra, isDomestic }: Props) {
  const { t } = useTranslation('hotelList');
  return (
    <AntdProvider>
      <Drawer
        open={open}
        onClose={onClose}
        placement="left"
        title={t('filter.title')}
        destroyOnHidden
        footer={
          <div className={styles.drawerFooter}>
            <button type="button" className={styles.closeButton} onClick={onClose} data-testid="filter-panel-close">
              {t('filter.close')}
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
