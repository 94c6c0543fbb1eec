import styles from './home-search-placeholder.module.css';

/** Holds the place (and height) of the hotel search box, which arrives with the hotel search feature. */
export function HomeSearchPlaceholder({ title, label, note }: { title: string; label: string; note: string }) {
  return (
    <section className={styles.box} aria-labelledby="home-search-title" data-testid="search-placeholder">
      <h1 id="home-search-title" className={styles.title}>
        {title}
      </h1>
      <div className={styles.input} aria-hidden="true">
        {label}
      </div>
      <p className={styles.note}>{note}</p>
    </section>
  );
}
