import 'server-only';
import type { TFunction } from 'i18next';
import { FACILITY_ICON_PATHS, GENERIC_ICON_PATH, facilityName, reviewLabelKey, showReviewCount } from '@/features/hotel-search/index';
import type { NearbyPlace, ReviewScores } from '@/features/hotels/db';
import type { Lang } from '@/lib/i18n/config';
import { localized } from '@/lib/i18n/localized';
import styles from './hotel-facts.module.css';

const iconPath = (key: string) => (FACILITY_ICON_PATHS as Record<string, string>)[key] ?? GENERIC_ICON_PATH;

/** Spec 3 groupFacilities: each facility group with the icon the cards use and its name. */
export function Facilities({ keys, lang, t }: { keys: string[]; lang: Lang; t: TFunction }) {
  if (keys.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="hotel-facilities">
      <h2 id="hotel-facilities">{t('facilities.title')}</h2>
      <ul className={styles.facilities} data-testid="hotel-facility-list">
        {keys.map((key) => (
          <li key={key} className={styles.facility}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d={iconPath(key)} />
            </svg>
            {facilityName(key, lang)}
          </li>
        ))}
      </ul>
    </section>
  );
}

type ReviewProps = { score: number; count: number; scores: ReviewScores | null; t: TFunction; list: TFunction };

/** Spec 9 review labels and the count only above 0 (the listing's rule), with the sub-scores. */
export function ReviewSummary({ score, count, scores, t, list }: ReviewProps) {
  if (score <= 0) return null;
  const label = reviewLabelKey(score);
  return (
    <div className={styles.review} data-testid="hotel-review">
      <span className={styles.score}>{score.toFixed(1)}</span>
      <span className={styles.reviewText}>
        {label && <strong data-testid="hotel-review-label">{list(`review.${label}`)}</strong>}
        {showReviewCount(count) && <span data-testid="hotel-review-count">{list('review.count', { count })}</span>}
      </span>
      {scores && (
        <dl className={styles.subScores}>
          {(['cleanliness', 'location', 'service', 'value'] as const).map((key) => (
            <div key={key}>
              <dt>{t(`reviews.${key}`)}</dt>
              <dd>{scores[key].toFixed(1)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/** Places around the hotel with their straight-line distance, nearest first. */
export function NearbyPlaces({ places, lang, t }: { places: NearbyPlace[]; lang: Lang; t: TFunction }) {
  if (places.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="hotel-nearby">
      <h2 id="hotel-nearby">{t('nearby.title')}</h2>
      <ul className={styles.nearby} data-testid="hotel-nearby">
        {places.map((place) => (
          <li key={`${place.kind}-${place.name_vi}`}>
            <span>{localized({ vi: place.name_vi, en: place.name_en }, lang)}</span>
            <span className={styles.distance}>
              {t('nearby.distance', { km: place.distance_km.toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-GB') })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
