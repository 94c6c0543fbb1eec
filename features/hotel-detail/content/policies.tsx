import 'server-only';
import type { TFunction } from 'i18next';
import { cancellationSentence, freeCancelDeadline } from '@/features/hotels/index';
import type { Lang } from '@/lib/i18n/config';
import { FREE_CHILD_AGE } from '../party';
import styles from './hotel-facts.module.css';

type Props = { checkIn: string; checkInTime: string; checkOutTime: string; freeCancelRates: number; lang: Lang; t: TFunction };

/**
 * The hotel's rules: check-in and check-out times, children (our rule: under 6 free, from 6 counted as
 * adults, never priced), and cancellation: the one rule of features/hotels/cancellation.ts (free until 24 hours
 * before check-in time on the check-in day, Vietnam time) with its deadline for the chosen dates.
 */
export function Policies({ checkIn, checkInTime, checkOutTime, freeCancelRates, lang, t }: Props) {
  const deadline = cancellationSentence(freeCancelDeadline(checkIn, checkInTime), lang, new Date());
  return (
    <section className={styles.block} aria-labelledby="hotel-policies">
      <h2 id="hotel-policies">{t('policies.title')}</h2>
      <dl className={styles.policies} data-testid="hotel-policies">
        <div>
          <dt>{t('policies.checkIn')}</dt>
          <dd>{t('policies.from', { time: checkInTime })}</dd>
        </div>
        <div>
          <dt>{t('policies.checkOut')}</dt>
          <dd>{t('policies.until', { time: checkOutTime })}</dd>
        </div>
        <div>
          <dt>{t('policies.children')}</dt>
          <dd>{t('policies.childrenRule', { age: FREE_CHILD_AGE })}</dd>
        </div>
        <div>
          <dt>{t('policies.cancellation')}</dt>
          <dd data-testid="policies-cancellation">
            {freeCancelRates > 0 ? t('policies.freeCancel', { time: checkInTime, deadline }) : t('policies.noFreeCancel')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
