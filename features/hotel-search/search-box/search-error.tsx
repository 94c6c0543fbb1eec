'use client';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { SubmitError } from './submit-destination';
import styles from './search-error.module.css';

/** Spec 5's submit messages ("Vui lòng chọn địa điểm", "Không tìm thấy kết quả") under the destination field. */
export function SearchError({ id, error }: { id?: string; error: SubmitError | null }) {
  const { t } = useTranslation('searchBox');
  if (!error) return null;
  return (
    <p id={id} role="alert" className={styles.error} data-testid="search-error">
      {t(`errors.${error}`)}
    </p>
  );
}
