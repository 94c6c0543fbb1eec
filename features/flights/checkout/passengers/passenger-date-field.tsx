'use client';

import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { ISO_DATE_FORMAT } from '@/lib/dates/product-date';
import { AntdProvider } from '@/lib/theme/antd-provider';
import type { DateLimits } from './date-limits';
import styles from './passenger-date-field.module.css';

// typed dates are read strictly in the shown format
dayjs.extend(customParseFormat);

/** Dates a traveller types or reads back (birth, passport expiry): DD/MM/YYYY as in summaries (spec 9). */
const FORMAT = 'DD/MM/YYYY';
const iso = (day: Dayjs) => day.format(ISO_DATE_FORMAT);

type Props = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  /** ISO, or '' when not given */
  value: string;
  limits: DateLimits;
  onChange: (iso: string) => void;
  onBlur: () => void;
};

/** The site's date picker for a passenger's date: typed or picked as DD/MM/YYYY, days outside `limits` disabled. */
export function PassengerDateField({ id, value, limits, onChange, onBlur, ...aria }: Props) {
  return (
    <AntdProvider>
      <DatePicker
        id={id}
        {...aria}
        className={styles.picker}
        value={value ? dayjs(value, ISO_DATE_FORMAT) : null}
        defaultPickerValue={dayjs(value || limits.open, ISO_DATE_FORMAT)}
        format={FORMAT}
        placeholder={FORMAT}
        inputMode="numeric"
        disabledDate={(day) => iso(day) < limits.min || iso(day) > limits.max}
        onChange={(day) => onChange(day ? iso(day) : '')}
        onBlur={onBlur}
        // Enter takes the typed date; it does not send the whole form
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
    </AntdProvider>
  );
}
