'use client';

import { Modal } from 'antd';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { AntdProvider } from '@/lib/theme/antd-provider';
import type { Stay } from '../../search-box/types';
import { DateRangeField } from './date-range-field';
import { GuestsField } from './guests-field';
import styles from './mobile-summary-bar.module.css';

type Props = {
  id: string;
  open: boolean;
  draft: Stay;
  onDraftChange: (update: (draft: Stay) => Stay) => void;
  onUpdate: () => void;
  onClose: () => void;
};

/** The mobile summary bar's popup (antd Modal): dates, rooms and guests, and "Update". Loaded on first open. */
export default function SummaryModal({ id, open, draft, onDraftChange, onUpdate, onClose }: Props) {
  const { t } = useTranslation('searchBox');
  return (
    <AntdProvider>
      <Modal open={open} title={t('summary.title')} onCancel={onClose} footer={null} destroyOnHidden>
        <div className={styles.popup}>
          <DateRangeField
            id={`${id}-dates`}
            checkIn={draft.checkIn}
            nights={draft.nights}
            onChange={(dates) => onDraftChange((d) => ({ ...d, ...dates }))}
          />
          <GuestsField value={draft} onChange={(guests) => onDraftChange((d) => ({ ...d, ...guests }))} />
          <button type="button" className={styles.update} onClick={onUpdate} data-testid="summary-update">
            {t('summary.update')}
          </button>
        </div>
      </Modal>
    </AntdProvider>
  );
}
