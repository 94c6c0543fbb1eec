import { ACTIVITY_STATUSES, type ActivityStatus } from '../activity-labels';
import type { Lang } from '@/lib/i18n/config';
import styles from './loyalty.module.css';

/** The coloured label of an activity status (spec 4). */
export function StatusTag({ status, lang }: { status: ActivityStatus; lang: Lang }) {
  const { tone } = ACTIVITY_STATUSES[status];
  return (
    <span className={`${styles.tag} ${styles[tone]}`} data-status={status} data-tone={tone}>
      {ACTIVITY_STATUSES[status][lang]}
    </span>
  );
}
