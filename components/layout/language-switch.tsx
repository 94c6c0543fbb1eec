'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LANGS, type Lang } from '@/lib/i18n/config';
import { switchLocalePath } from '@/lib/paths';
import styles from './site-header.module.css';

/** Links to the same page in each language; a full navigation, so every text and banner reloads. */
export function LanguageSwitch({ lang }: { lang: Lang }) {
  const { t } = useTranslation('common');
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const current = `${pathname}${search ? `?${search}` : ''}`;
  return (
    <nav aria-label={t('language.label')} className={styles.langSwitch}>
      {LANGS.map((target) => (
        <a
          key={target}
          href={switchLocalePath(current, target)}
          hrefLang={target}
          lang={target}
          aria-current={target === lang ? 'true' : undefined}
          className={target === lang ? styles.langActive : styles.langLink}
          data-testid={`lang-${target}`}
          title={t(`language.${target}`)}
        >
          {target.toUpperCase()}
        </a>
      ))}
    </nav>
  );
}
