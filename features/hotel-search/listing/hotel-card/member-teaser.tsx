'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ssoUrl } from '@/lib/paths';
import { useOrigin } from '@/lib/hooks/use-browser-value';
import styles from './hotel-card.module.css';

/** Spec 6: a guest sees the member price with a login button that comes back to this page. */
export function MemberTeaser({ price, ssoBaseUrl }: { price: string; ssoBaseUrl: string }) {
  const { t } = useTranslation('hotelList');
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // The origin is only known in the browser; the server renders a same-origin relative callback.
  const origin = useOrigin();
  const current = `${origin}${pathname}${search ? `?${search}` : ''}`;
  return (
    <div className={styles.member} data-testid="member-teaser">
      <p className={styles.memberPrice}>{t('member.only', { price })}</p>
      <a className={styles.memberLogin} href={ssoUrl(ssoBaseUrl, 'login', current)} rel="nofollow" data-testid="member-login">
        {t('member.login')}
      </a>
    </div>
  );
}
