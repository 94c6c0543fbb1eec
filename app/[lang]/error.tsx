'use client';

import styles from '@/components/feedback/coming-soon.module.css';
import { errorMessage } from '@/lib/api/error-codes';
import { HOME_PATH, localePath } from '@/lib/paths';
import { useLang, useTranslation } from '@/lib/i18n/i18n-provider';

/** A page that failed to render: the catalogue's INTERNAL_ERROR message in the page language, a retry and a way home. */
export default function ErrorPage({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const lang = useLang();
  const { t } = useTranslation();
  return (
    <section className={styles.box} role="alert">
      <h1 className={styles.title}>{t('errorTitle')}</h1>
      <p data-error-code="INTERNAL_ERROR">{errorMessage('INTERNAL_ERROR', lang)}</p>
      <p>
        <button type="button" onClick={() => retry()}>
          {t('retry')}
        </button>
      </p>
      <a href={localePath(lang, HOME_PATH)}>{t('backHome')}</a>
    </section>
  );
}
