'use client';

import { lazy, useState } from 'react';
import { OnDemandPicker } from '@/components/fields/on-demand-picker';
import { toProductDate } from '@/lib/dates/product-date';
import styles from './date-field.module.css';

// antd's DatePicker loads on the first click or focus, not with the page (as the hotel box's range picker).
const DatePickerField = lazy(() => import('./date-picker'));

export type DateFieldProps = {
  id: string;
  label: string;
  /** ISO; null shows the placeholder */
  value: string | null;
  /** the first day that can be picked (ISO) */
  min: string;
  /** the last day that can be picked (ISO) */
  max: string;
  onChange: (iso: string) => void;
  testId: string;
};

/** A date (DD-MM-YYYY): shown at once, the calendar opens on demand; days before `min` are disabled. */
export function DateField(props: DateFieldProps) {
  const [active, setActive] = useState(false);
  const { id, label, value, testId } = props;
  const preview = (
    <div className={styles.field} data-testid={testId}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {/* the calendar's code starts loading when the pointer comes near, so the first click opens it at once */}
      <div
        className={`ant-picker ant-picker-outlined app ant-picker-css-var ${styles.picker}`}
        onPointerEnter={() => void import('./date-picker')}
        onClick={() => setActive(true)}
      >
        <div className="ant-picker-input">
          <input id={id} readOnly value={value ? toProductDate(value) : ''} placeholder="DD-MM-YYYY" onFocus={() => setActive(true)} />
        </div>
      </div>
    </div>
  );
  return (
    <OnDemandPicker active={active} preview={preview}>
      <DatePickerField {...props} />
    </OnDemandPicker>
  );
}
