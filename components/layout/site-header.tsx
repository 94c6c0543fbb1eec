import type { ReactNode } from 'react';
import { Suspense } from 'react';
import type { TFunction } from 'i18next';
import type { Lang } from '@/lib/i18n/config';
import { COMBO_PATH, DEALS_PATH, FLIGHTS_PATH, HOME_PATH, HOTELS_PATH, localePath } from '@/lib/paths';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import styles from './site-header.module.css';

const NAV = [
  { key: 'hotels', path: HOTELS_PATH },
  { key: 'flights', path: FLIGHTS_PATH },
  { key: 'combo', path: COMBO_PATH },
  { key: 'deals', path: DEALS_PATH },
] as const;

/** Header shell; the currency switch and the auth slot (sign-in links or user menu) come in from their features. */
export function SiteHeader({
  lang,
  t,
  currencySwitch,
  authSlot,
}: {
  lang: Lang;
  t: TFunction;
  currencySwitch: ReactNode;
  /** must render its `[data-auth-slot]` root in the HTML (no Suspense fallback around it) */
  authSlot: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skip}>
        {t('skipToContent')}
      </a>
      <div className={styles.inner}>
        <a href={localePath(lang, HOME_PATH)} className={styles.logo} aria-label={t('brand')}>
          <Logo label={t('brand')} />
        </a>
        <nav aria-label={t('nav.label')} className={styles.nav}>
          {NAV.map((item) => (
            <a key={item.key} href={localePath(lang, item.path)} className={styles.navLink}>
              {t(`nav.${item.key}`)}
            </a>
          ))}
        </nav>
        <div className={styles.tools}>
          <Suspense fallback={null}>
            <LanguageSwitch lang={lang} />
          </Suspense>
          {currencySwitch}
          {authSlot}
        </div>
      </div>
    </header>
  );
}
