'use client';

import { useTranslation } from '@/lib/i18n/use-translation';
import type { Lang } from '@/lib/i18n/config';
import { facilityName } from '../facility-names';
import type { CardHotel } from './card-hotel';
import { facilityIconHref } from './facility-sprite';
import styles from './hotel-card.module.css';

/**
 * Up to 6 facility icons, each with its name, and "+N" for the rest (spec 9). Each icon draws a symbol of the
 * page's one FacilitySprite, so the outlines are not repeated on every card.
 */
export function FacilityIcons({ facilities, more, lang }: { facilities: CardHotel['facilities']; more: number; lang: Lang }) {
  const { t } = useTranslation('hotelList');
  if (facilities.length === 0) return null;
  return (
    <ul className={styles.facilities} aria-label={t('card.facilities')} data-testid="hotel-facilities">
      {facilities.map((facility) => {
        const [key, name] = typeof facility === 'string' ? [facility, facilityName(facility, lang)] : [facility.key, facility.name];
        return (
          <li key={key} className={styles.facility}>
            {/* the title names the icon and is its tooltip */}
            <svg role="img">
              <title>{name}</title>
              <use href={facilityIconHref(key)} />
            </svg>
          </li>
        );
      })}
      {more > 0 && (
        <li className={styles.facilityMore} data-testid="facility-overflow">
          <span aria-hidden="true">{`+${more}`}</span>
          <span className="visually-hidden">{t('card.moreFacilities', { count: more })}</span>
        </li>
      )}
    </ul>
  );
}
