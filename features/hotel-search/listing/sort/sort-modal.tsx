'use client';

import { Checkbox, Modal, Radio } from 'antd';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AntdProvider } from '@/lib/theme/antd-provider';
import { sortQuery } from '../filters/filter-query';
import { currentSortKey, sortOptionKey, visibleSortOptions } from './sort-options';
import { useListingNavigation } from '../listing-navigation';
import { usePriceMode } from '../price-mode-context';
import styles from './panels.module.css';

type Props = { open: boolean; onClose: () => void; total: number; isDomestic: boolean; nights: number };

/** Spec 2.5: the mobile sort popup (antd Modal), loaded by SortPanel when it first opens. */
export default function SortModal({ open, onClose, total, isDomestic, nights }: Props) {
  const { t } = useTranslation('hotelList');
  const { query, replaceQuery } = useListingNavigation();
  const { isPriceOneNight, setPriceOneNight } = usePriceMode();
  const options = visibleSortOptions(isDomestic);

  const choose = (key: string) => {
    const option = options.find((o) => sortOptionKey(o) === key);
    if (option) replaceQuery(sortQuery(query, option.sort_by, option.sort_mode));
    onClose();
  };

  return (
    <AntdProvider>
      <Modal open={open} onCancel={onClose} title={t('sort.title')} footer={null} destroyOnHidden>
        <div data-testid="sort-panel">
          <p className={styles.count} data-testid="sort-panel-count">
            {t('hotelCount', { count: total })}
          </p>
          <Radio.Group
            className={styles.radios}
            value={currentSortKey(query)}
            onChange={(event) => choose(String(event.target.value))}
            aria-label={t('sort.label')}
          >
            {options.map((option) => {
              const key = sortOptionKey(option);
              return (
                <Radio key={key} value={key} data-testid={`sort-option-${key}`}>
                  {t(`sort.${key}`)}
                </Radio>
              );
            })}
          </Radio.Group>
          <Checkbox
            className={styles.oneNight}
            checked={isPriceOneNight}
            disabled={nights === 1}
            onChange={(event) => setPriceOneNight(event.target.checked)}
            data-testid="sort-panel-one-night"
          >
            {t('sort.oneNight')}
          </Checkbox>
        </div>
      </Modal>
    </AntdProvider>
  );
}
