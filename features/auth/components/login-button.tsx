'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ssoUrl } from '@/lib/paths';
import { useOrigin } from '@/lib/hooks/use-browser-value';
import styles from './login-button.module.css';

/** Sends the browser to the single sign-on login page with a callback to the current page. */
export function LoginButton({ ssoBaseUrl }: { ssoBaseUrl: string }) {
  const { t } = useTranslation('common');
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // The origin is only known in the browser; the server renders a same-origin relative callback.
  const origin = useOrigin();
  const current = `${origin}${pathname}${search ? `?${search}` : ''}`;
  return (
    <a className={styles.button} href={ssoUrl(ssoBaseUrl, 'login', current)} data-testid="login-button" rel="nofollow">
      {t('login')}
    </a>
  );
}
