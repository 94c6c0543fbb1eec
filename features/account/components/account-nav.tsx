'use client';

import { usePathname } from 'next/navigation';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ACCOUNT_PATHS, localePath, stripLocale } from '@/lib/paths';
import styles from './account.module.css';

const KEYS = ['overview', 'rewards', 'activity', 'orders'] as const;

/** The account area's sections; the current one is marked aria-current. */
export function AccountNav() {
  const { t } = useTranslation('account');
  const lang = useLang();
  const current = stripLocale(usePathname() ?? '/');
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      {KEYS.map((key) => (
        <a
          key={key}
          href={localePath(lang, ACCOUNT_PATHS[key])}
          className={styles.navLink}
          aria-current={current === ACCOUNT_PATHS[key] ? 'page' : undefined}
        >
          {t(`nav.${key}`)}
        </a>
      ))}
    </nav>
  );
}
