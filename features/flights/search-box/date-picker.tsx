'use client';

import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { AntdProvider } from '@/lib/theme/antd-provider';
import { ISO_DATE_FORMAT, PRODUCT_DATE_FORMAT } from '@/lib/dates/product-date';
import type { DateFieldProps } from './date-field';
import styles from './date-field.module.css';

const iso = (day: Dayjs) => day.format(ISO_DATE_FORMAT);

/** The antd date picker of DateField, loaded when the visitor reaches for a date. */
export default function DatePickerField({ id, label, value, min, max, onChange, testId }: DateFieldProps) {
  return (
    <div className={styles.field} data-testid={testId}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <AntdProvider>
        <DatePicker
          id={id}
          className={styles.picker}
          value={value ? dayjs(value, ISO_DATE_FORMAT) : null}
          defaultPickerValue={dayjs(value ?? min, ISO_DATE_FORMAT)}
          format={PRODUCT_DATE_FORMAT}
          placeholder="DD-MM-YYYY"
          inputReadOnly
          allowClear={false}
          defaultOpen
          autoFocus
          disabledDate={(day) => iso(day) < min || iso(day) > max}
          onChange={(day) => {
            if (day) onChange(iso(day));
          }}
        />
      </AntdProvider>
    </div>
  );
}
