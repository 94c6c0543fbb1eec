'use client';

import { Suspense } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSsoHref, useSsoHrefWithoutQuery } from './use-login-href';
import styles from './sign-in-links.module.css';

function Links({ login, register }: { login: string; register: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      <a className={styles.button} href={login} data-testid="login-button" rel="nofollow">
        {t('login')}
      </a>
      <a className={styles.secondary} href={register} data-testid="register-button" rel="nofollow">
        {t('register')}
      </a>
    </>
  );
}

function WithQuery({ ssoBaseUrl }: { ssoBaseUrl: string }) {
  return <Links login={useSsoHref(ssoBaseUrl, 'login')} register={useSsoHref(ssoBaseUrl, 'register')} />;
}

function WithoutQuery({ ssoBaseUrl }: { ssoBaseUrl: string }) {
  return <Links login={useSsoHrefWithoutQuery(ssoBaseUrl, 'login')} register={useSsoHrefWithoutQuery(ssoBaseUrl, 'register')} />;
}

/** Spec 2.14/7.6: "Đăng nhập" and "Đăng ký" go to the sign-on pages with the current page as callbackUrl. */
export function SignInLinks({ ssoBaseUrl }: { ssoBaseUrl: string }) {
  return (
    <Suspense fallback={<WithoutQuery ssoBaseUrl={ssoBaseUrl} />}>
      <WithQuery ssoBaseUrl={ssoBaseUrl} />
    </Suspense>
  );
}
