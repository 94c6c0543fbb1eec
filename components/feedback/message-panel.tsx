import type { ReactNode } from 'react';
import styles from './message-panel.module.css';

/** A page's one message in a centred panel: the error, not-found and coming-soon screens. */
export function MessagePanel({ title, role, children }: { title: string; role?: 'alert'; children: ReactNode }) {
  return (
    <section className={styles.box} role={role}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </section>
  );
}
