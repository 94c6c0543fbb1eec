import 'server-only';
import type { TFunction } from 'i18next';
import { FREE_CHILD_AGE } from '../party';
import styles from './hotel-facts.module.css';

type Props = { checkInTime: string; checkOutTime: string; freeCancelRates: number; t: TFunction };

/**
 * The hotel's rules: check-in and check-out times, children (our rule: under 6 free, from 6 counted as
 * adults, never priced), and cancellation (spec 9's free cancellation within 24h on the rates that have it).
 */
export function Policies({ checkInTime, checkOutTime, freeCancelRates, t }: Props) {
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
          <dd>{freeCancelRates > 0 ? t('policies.freeCancel') : t('policies.noFreeCancel')}</dd>
        </div>
      </dl>
    </section>
  );
}
