import type { ReactNode } from 'react';
import styles from './account.module.css';

/** The account area's frame: the section nav beside the page (stacked on phones). */
export function AccountShell({ nav, children }: { nav: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      {nav}
      <div className={styles.content}>{children}</div>
    </div>
  );
}

export function AccountTitle({ children }: { children: ReactNode }) {
  return <h1 className={styles.title}>{children}</h1>;
}
