import styles from './flight-card-skeleton.module.css';

/** A card-shaped placeholder while a list loads. */
export function FlightCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-testid="flight-card-skeleton">
      <span className={styles.logo} />
      <span className={styles.lines}>
        <span className={styles.line} />
        <span className={`${styles.line} ${styles.short}`} />
      </span>
      <span className={styles.price} />
    </div>
  );
}
