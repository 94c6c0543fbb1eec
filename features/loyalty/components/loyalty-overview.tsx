import 'server-only';
import { getServerT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/config';
import { formatDisplayDate, formatPoints } from '../format';
import { levelProgressPercent } from '../rules';
import { availableCoupons } from '../server/loyalty-summary';
import { memberInfo } from '../server/member-info';
import { loadLevels } from '../server/shared';
import { getDb } from '@/lib/db/client';
import styles from './loyalty.module.css';

/** The account overview's loyalty card: level, points, progress to the next level, expiring points, coupons. */
export async function LoyaltyOverview({ userId, lang }: { userId: number; lang: Lang }) {
  const t = getServerT(lang, 'loyalty');
  const info = await memberInfo(userId);
  if (!info) {
    return (
      <section className={styles.card} data-testid="loyalty-overview">
        <h2 className={styles.heading}>{t('title')}</h2>
        <p className={styles.muted}>{t('notMember')}</p>
      </section>
    );
  }
  const [coupons, levels] = await Promise.all([availableCoupons(userId), loadLevels(await getDb())]);
  const progress = levelProgressPercent(levels, info.room_night);
  const levelName = lang === 'vi' ? info.level_name : info.level_name_en;
  return (
    <section className={styles.card} data-testid="loyalty-overview">
      <h2 className={styles.heading}>{t('title')}</h2>
      <div className={styles.row}>
        <span className={styles.label}>{t('level')}</span>
        <span className={styles.value} data-testid="loyalty-level">
          {levelName}
        </span>
        <span className={styles.label}>{t('memberId')}</span>
        <span className={styles.value}>{info.member_id}</span>
      </div>
      {info.status === 'SUSPENSION_REQUESTED' && <p className={styles.muted}>{t('suspended')}</p>}
      <div className={styles.row}>
        <span className={styles.points} data-testid="loyalty-points">
          {formatPoints(info.available_point, lang)}
        </span>
        <span className={styles.label}>{t('pointsUnit')}</span>
      </div>
      <p className={styles.muted}>{t('discount', { percent: info.loyalty_discount_percent })}</p>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className={styles.progressFill} style={{ width: `${progress}%` }} />
      </div>
      <p className={styles.muted}>
        {info.next_level
          ? t('toNextLevel', {
              nights: info.next_level.room_nights_needed,
              level: lang === 'vi' ? info.next_level.name : info.next_level.name_en,
            })
          : t('topLevel')}
      </p>
      <p className={styles.muted} data-testid="loyalty-expiring">
        {info.next_expiring_points
          ? t('expiring', {
              points: formatPoints(info.next_expiring_points.points, lang),
              date: formatDisplayDate(info.next_expiring_points.expired_at),
            })
          : t('noExpiring')}
      </p>
      <p className={styles.muted}>{t('couponCount', { count: coupons.length })}</p>
    </section>
  );
}
