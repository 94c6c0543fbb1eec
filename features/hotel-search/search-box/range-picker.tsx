'use client';

import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AntdProvider } from '@/lib/theme/antd-provider';
import { ISO_DATE_FORMAT, PRODUCT_DATE_FORMAT, addDays, todayIso } from '@/lib/dates/product-date';
import { isDayDisabled, rangeToStay } from './stay-range';
import styles from './date-range-field.module.css';

const { RangePicker } = DatePicker;

export type DateRangeProps = {
  id: string;
  checkIn: string;
  nights: number;
  onChange: (next: { checkIn: string; nights: number }) => void;
};
type Props = DateRangeProps;

const iso = (day: Dayjs) => day.format(ISO_DATE_FORMAT);

/**
 * The antd range picker (spec 5: DD-MM-YYYY, read-only inputs, no past days, at least 1 night).
 * Loaded by DateRangeField only when the visitor reaches for the dates.
 */
export default function RangePickerField({ id, checkIn, nights, onChange }: Props) {
  const { t } = useTranslation('searchBox');
  const today = todayIso();
  const startId = `${id}-start`;
  const endId = `${id}-end`;
  return (
    <div className={styles.field} data-testid="date-range">
      <span className={styles.labels}>
        <label htmlFor={startId}>{t('dates.checkIn')}</label>
        <label htmlFor={endId}>{t('dates.checkOut')}</label>
      </span>
      <AntdProvider>
        <RangePicker
          id={{ start: startId, end: endId }}
          className={styles.picker}
          classNames={{ popup: { root: styles.popup } }}
          value={[dayjs(checkIn, ISO_DATE_FORMAT), dayjs(addDays(checkIn, nights), ISO_DATE_FORMAT)]}
          format={PRODUCT_DATE_FORMAT}
          placeholder={[t('dates.checkIn'), t('dates.checkOut')]}
          inputReadOnly
          allowClear={false}
          defaultOpen
          autoFocus
          disabledDate={(day, info) => isDayDisabled(iso(day), today, info.from ? iso(info.from) : undefined)}
          onChange={(range) => {
            const [start, end] = range ?? [];
            if (start && end) onChange(rangeToStay(iso(start), iso(end)));
          }}
        />
      </AntdProvider>
    </div>
  );
}
