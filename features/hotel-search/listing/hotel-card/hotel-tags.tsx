'use client';

import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './hotel-card.module.css';

/** Chips for the known tags that the card's badge does not already say (toCardHotel picks them). */
export function HotelTags({ chips }: { chips: readonly string[] }) {
  const { t } = useTranslation('hotelList');
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
