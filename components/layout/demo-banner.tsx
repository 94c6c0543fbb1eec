import styles from './demo-banner.module.css';

/**
 * A declared public demo (DEMO_MODE=public, sandboxes standing in for the gateway, bank and partner): every page
 * says so above the header, and asks search engines not to index it (React puts the meta into the head).
 */
export function DemoBanner({ label, text }: { label: string; text: string }) {
  return (
    <aside className={styles.banner} aria-label={label} data-testid="demo-banner">
      <meta name="robots" content="noindex, nofollow" />
      <p className={styles.text}>{text}</p>
    </aside>
  );
}
