'use client';

import { useTranslation } from '@/lib/i18n/use-translation';
import { reviewLabelKey, showReviewCount } from './review-label';
import styles from './hotel-card.module.css';

export function ReviewBadge({ score, count }: { score: number; count: number }) {
  const { t } = useTranslation('hotelList');
  if (score <= 0) return null;
  const labelKey = reviewLabelKey(score);
  const shown = score.toFixed(1);
  return (
    <span className={styles.review} data-testid="review-badge">
      <span className={styles.score} aria-hidden="true">
        {shown}
      </span>
      <span className="visually-hidden">{t('review.score', { score: shown })}</span>
      {labelKey && <span className={styles.reviewLabel}>{t(`review.${labelKey}`)}</span>}
      {showReviewCount(count) && (
        <span className={styles.reviewCount} data-testid="review-count">
          {t('review.count', { count })}
        </span>
      )}
    </span>
  );
}
