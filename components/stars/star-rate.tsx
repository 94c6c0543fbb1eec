import styles from './star-rate.module.css';

/** Stars drawn as text; the accessible name says the rating in words. */
export function StarRate({ stars, label }: { stars: number; label: string }) {
  if (stars <= 0) return null;
  return (
    <span className={styles.stars} role="img" aria-label={label} title={label} data-testid="hotel-stars">
      {'★'.repeat(Math.min(5, stars))}
    </span>
  );
}
