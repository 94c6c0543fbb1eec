import type { ReactNode } from 'react';
import styles from './sandbox.module.css';

/** The frame of every sandbox page: a plain card with a heading. */
export function SandboxCard({ title, lang, children }: { title: string; lang: 'vi' | 'en'; children: ReactNode }) {
  return (
    <main className={styles.page} lang={lang}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </main>
  );
}
