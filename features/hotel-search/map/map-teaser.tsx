'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslation } from '@/lib/i18n/use-translation';
import { mapViewHref } from '@/lib/paths';
import styles from './map-teaser.module.css';

/** Spec 2.3: the list mode's map teaser; "Xem bản đồ" switches the results to the map view. */
export function MapTeaser() {
  const { t } = useTranslation('hotelMap');
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  return (
    <div className={styles.teaser} data-testid="map-teaser">
      <svg className={styles.art} viewBox="0 0 200 90" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
        <rect className={styles.land} width="200" height="90" />
        <path d="M0 60 C40 40 70 75 110 55 S170 30 200 45" className={styles.river} fill="none" strokeWidth="8" />
        <path d="M30 0 L60 90 M140 0 L120 90 M0 25 L200 20" className={styles.road} strokeWidth="3" />
        <circle className={styles.pin} cx="70" cy="38" r="6" />
        <circle className={styles.pin} cx="132" cy="52" r="6" />
      </svg>
      <p className={styles.title}>{t('teaserTitle')}</p>
      <button type="button" className={styles.button} onClick={() => router.replace(mapViewHref(pathname, searchParams.toString()))}>
        {t('viewMap')}
      </button>
    </div>
  );
}
