import type { ReactNode } from 'react';
import type { SsoLang } from '../messages';
import { ssoMessages } from '../messages';
import styles from './sso.module.css';

type Props = {
  lang: SsoLang;
  title: string;
  /** the same page in the other language */
  otherLangHref: string;
  wide?: boolean;
  children: ReactNode;
};

/** The frame of every sign-on page: the service's name, a language switch, the heading. */
export function SsoShell({ lang, title, otherLangHref, wide, children }: Props) {
  const m = ssoMessages(lang);
  return (
    <div className={styles.page} lang={lang}>
      <main className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
        <div className={styles.top}>
          {/* another root layout: a full page load, which next/link would do anyway */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a className={styles.brand} href="/">
            Travel
          </a>
          <a className={styles.link} href={otherLangHref} lang={lang === 'en' ? 'vi' : 'en'} hrefLang={lang === 'en' ? 'vi' : 'en'}>
            {m.switchLang}
          </a>
        </div>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </main>
    </div>
  );
}

/** Links under a form (to register, to forgot-password…). */
export function SsoLinks({ links }: { links: { href: string; label: string; prefix?: string; testId?: string }[] }) {
  return (
    <nav className={styles.links}>
      {links.map((link) => (
        <p key={link.href}>
          {link.prefix ? `${link.prefix} ` : null}
          <a className={styles.link} href={link.href} data-testid={link.testId}>
            {link.label}
          </a>
        </p>
      ))}
    </nav>
  );
}
