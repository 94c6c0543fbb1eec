import type { ReactNode } from 'react';
import styles from './loyalty.module.css';

/**
 * The activity table is wider than a phone (up to eight columns): it scrolls inside this box, not the page. A
 * scrolling region is focusable and named so a keyboard can scroll it too (WCAG 2.1.1).
 */
export function ActivityScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableScroll} role="region" aria-label={label} tabIndex={0} data-testid="activity-scroller">
      {children}
    </div>
  );
}
