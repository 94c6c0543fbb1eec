import { checkoutStyles as styles } from '@/features/checkout/index';

/**
 * The room-list loading skeleton (spec 2.9): the page's frame with grey blocks where the form and the price
 * box will be, of their size, so nothing moves when the request arrives. No text, so no translation.
 */
export function CheckoutSkeleton() {
  return (
    <div className={styles.layout} data-testid="checkout-skeleton" aria-hidden="true">
      <div className={styles.main}>
        {[0, 1].map((i) => (
          <div key={i} className={styles.card}>
            <span className={`${styles.block} ${styles.blockTitle}`} />
            <span className={`${styles.block} ${styles.blockLine}`} />
            <span className={`${styles.block} ${styles.blockLine}`} />
            <span className={`${styles.block} ${styles.blockLine}`} />
          </div>
        ))}
      </div>
      <div className={styles.side}>
        <span className={`${styles.block} ${styles.blockBox}`} />
      </div>
    </div>
  );
}
