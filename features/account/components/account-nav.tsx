'use client';

import { usePathname } from 'next/navigation';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ACCOUNT_PATHS, localePath, stripLocale } from '@/lib/paths';
import styles from './account.module.css';

const KEYS = ['overview', 'rewards', 'activity', 'orders'] as const;

/** The account area's sections; the current one is marked aria-current. */
export function AccountNav() {
  const { t, i18n } = useTranslation('account');
  const current = stripLocale(usePathname() ?? '/');
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      {KEYS.map((key) => (
        <a key={key} href={localePath(i18n.language, ACCOUNT_PATHS[key])} className={styles.navLink} aria-current={current === ACCOUNT_PATHS[key] ? 'page' : undefined}>
          {t(`nav.${key}`)}
        </a>
      ))}
    </nav>
  );
}
