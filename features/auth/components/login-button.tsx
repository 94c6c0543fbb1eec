'use client';

import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useLoginHref } from './use-login-href';
import styles from './login-button.module.css';

/** Sends the browser to the single sign-on login page with a callback to the current page. */
export function LoginButton({ ssoBaseUrl }: { ssoBaseUrl: string }) {
  const { t } = useTranslation('common');
  return (
    <a className={styles.button} href={useLoginHref(ssoBaseUrl)} data-testid="login-button" rel="nofollow">
      {t('login')}
    </a>
  );
}
