import styles from './hotel-card-skeleton.module.css';

/** A grey placeholder the size of a hotel card; no text, so it needs no translation. */
export function HotelCardSkeleton() {
  return (
    <div className={styles.card} data-testid="hotel-card-skeleton" aria-hidden="true">
      <div className={`${styles.block} ${styles.image}`} />
      <div className={styles.body}>
        <div className={`${styles.block} ${styles.title}`} />
        <div className={`${styles.block} ${styles.line}`} />
        <div className={`${styles.block} ${styles.line}`} />
        <div className={`${styles.block} ${styles.short}`} />
      </div>
      <div className={`${styles.block} ${styles.price}`} />
    </div>
  );
}
