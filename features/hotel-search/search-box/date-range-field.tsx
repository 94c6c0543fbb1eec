'use client';

import { lazy, useState } from 'react';
import { OnDemandPicker } from '@/components/fields/on-demand-picker';
import { useTranslation } from '@/lib/i18n/use-translation';
import { addDays, toProductDate } from '@/lib/dates/product-date';
import type { DateRangeProps } from './range-picker';
import styles from './date-range-field.module.css';

// The calendar (antd RangePicker with rc-picker) is the heaviest script of the search box: it loads
// on the first click or focus, so the page's first load and hydration do not pay for it.
const RangePickerField = lazy(() => import('./range-picker'));

/** Check-in and check-out (spec 5); shows the dates at once and opens the calendar on demand. */
export function DateRangeField(props: DateRangeProps) {
  const { t } = useTranslation('searchBox');
  const [active, setActive] = useState(false);
  const { id, checkIn, nights } = props;
  const startId = `${id}-start`;
  const endId = `${id}-end`;
  const activate = () => setActive(true);
  // Same markup and classes as the picker's closed state, so swapping it in moves nothing.
  const preview = (
    <div className={styles.field} data-testid="date-range">
      <span className={styles.labels}>
        <label htmlFor={startId}>{t('dates.checkIn')}</label>
        <label htmlFor={endId}>{t('dates.checkOut')}</label>
      </span>
      <div className={`ant-picker ant-picker-range ant-picker-outlined app ant-picker-css-var ${styles.picker}`} onClick={activate}>
        <div className="ant-picker-input">
          <input id={startId} readOnly value={toProductDate(checkIn)} onFocus={activate} placeholder={t('dates.checkIn')} />
        </div>
        <div className="ant-picker-range-separator" aria-hidden="true">
          <span className="ant-picker-separator">→</span>
        </div>
        <div className="ant-picker-input">
          <input id={endId} readOnly value={toProductDate(addDays(checkIn, nights))} onFocus={activate} placeholder={t('dates.checkOut')} />
        </div>
      </div>
    </div>
  );
  return (
    <OnDemandPicker active={active} preview={preview}>
      <RangePickerField {...props} />
    </OnDemandPicker>
  );
}
