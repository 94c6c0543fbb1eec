'use client';

import { useTranslation } from '@/lib/i18n/use-translation';
import type { Lang } from '@/lib/i18n/config';
import { facilityName } from '../facility-names';
import { FACILITY_KEYS } from '../../constants';
import { type FacilityKey, type HotelListItem } from '../../schemas';
import { facilityOverflow } from './facility-overflow';
import { FACILITY_ICON_PATHS, GENERIC_ICON_PATH } from './facility-icon-paths';
import styles from './hotel-card.module.css';

const isFacilityKey = (key: string): key is FacilityKey => (FACILITY_KEYS as readonly string[]).includes(key);

/** Up to 6 facility icons, each with its name, and "+N" for the rest (spec 9). */
export function FacilityIcons({ groups, lang }: { groups: HotelListItem['groupFacilities']; lang: Lang }) {
  const { t } = useTranslation('hotelList');
  const { visible, overflow } = facilityOverflow(groups);
  if (groups.length === 0) return null;
  return (
    <ul className={styles.facilities} aria-label={t('card.facilities')} data-testid="hotel-facilities">
      {visible.map(({ key, group_name }) => {
        const known = isFacilityKey(key);
        const name = known ? facilityName(key, lang) : group_name;
        return (
          <li key={key} className={styles.facility} title={name}>
            <svg viewBox="0 0 24 24" width="18" height="18" role="img" aria-label={name} focusable="false">
              <path d={known ? FACILITY_ICON_PATHS[key] : GENERIC_ICON_PATH} />
            </svg>
          </li>
        );
      })}
      {overflow > 0 && (
        <li className={styles.facilityMore} data-testid="facility-overflow">
          <span aria-hidden="true">+{overflow}</span>
          <span className="visually-hidden">{t('card.moreFacilities', { count: overflow })}</span>
        </li>
      )}
    </ul>
  );
}
