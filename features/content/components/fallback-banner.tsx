import styles from './home-slideshow.module.css';

/** Shown when there are no banners (empty list or failed call): spec 2.1. */
export function FallbackBanner({ headline1, headline2 }: { headline1: string; headline2: string }) {
  return (
    <div className={styles.fallback} data-testid="fallback-banner">
      <p className={styles.fallbackLine1}>{headline1}</p>
      <p className={styles.fallbackLine2}>{headline2}</p>
    </div>
  );
}
