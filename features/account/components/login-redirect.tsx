'use client';

import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { navigateTo, ssoUrl } from '@/lib/paths';

/**
 * The account layout's guard for a signed-out visitor on a page that did not redirect on the server
 * (a layout does not know its page's address; pages call requireAccountProfile for a real 307).
 */
export function LoginRedirect({ ssoBaseUrl }: { ssoBaseUrl: string }) {
  const { t } = useTranslation('common');
  useEffect(() => navigateTo(ssoUrl(ssoBaseUrl, 'login', window.location.href)), [ssoBaseUrl]);
  return (
    <p>
      <a href={ssoUrl(ssoBaseUrl, 'login', '/')} rel="nofollow">
        {t('login')}
      </a>
    </p>
  );
}
