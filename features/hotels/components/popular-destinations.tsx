import type { TFunction } from 'i18next';
import { Price } from '@/features/currency/index';
import type { PopularDestination } from '../server/list-popular-destinations';
import styles from './popular-destinations.module.css';

export function PopularDestinations({
  destinations,
  t,
  hrefFor,
}: {
  destinations: PopularDestination[];
  t: TFunction;
  hrefFor: (seoUrl: string) => string;
}) {
  if (destinations.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="popular-destinations">
      <h2 id="popular-destinations" className={styles.title}>
        {t('destinationsTitle')}
      </h2>
      <p className={styles.subtitle}>{t('destinationsSubtitle')}</p>
      <ul className={styles.grid}>
        {destinations.map((d) => (
          <li key={d.regionId} className={styles.card} data-testid="destination-card">
            <a href={hrefFor(d.seoUrl)} className={styles.link}>
              <span className={styles.name}>{d.name}</span>
              <span className={styles.count}>{t('hotelCount', { count: d.hotelCount })}</span>
              {d.fromPrice !== null && (
                <span className={styles.price}>
                  {t('priceFrom')} <Price vnd={d.fromPrice} className={styles.amount} />
                  {t('perNight')}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
