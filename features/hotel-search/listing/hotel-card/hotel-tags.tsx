'use client';

import { useTranslation } from '@/lib/i18n/use-translation';
import { TAG_KEYS } from '../../constants';
import { BADGE_TAGS, type CardBadge } from './badge';
import styles from './hotel-card.module.css';

/** Chips for the known tags that the card's badge does not already say. */
export function HotelTags({ tags, badge = null }: { tags: readonly string[]; badge?: CardBadge | null }) {
  const { t } = useTranslation('hotelList');
  const chips = TAG_KEYS.filter(
    (tag) => tags.includes(tag) && !BADGE_TAGS.includes(tag) && !(badge === 'freeCancel24h' && tag === 'free-cancellation'),
  );
  if (chips.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={t('card.tags')}>
      {chips.map((tag) => (
        <li key={tag} className={styles.tag} data-testid={`tag-${tag}`}>
          {t(`tag.${tag}`)}
        </li>
      ))}
    </ul>
  );
}
