'use client';

import { useLoginHref } from '@/features/auth';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './hotel-card.module.css';

/** Spec 6: a guest sees the member price, in the card's unit, with a login button that comes back to this page. */
export function MemberTeaser({ price, unit, ssoBaseUrl }: { price: string; unit: string; ssoBaseUrl: string }) {
  const { t } = useTranslation('hotelList');
  const loginHref = useLoginHref(ssoBaseUrl);
  return (
    <div className={styles.member} data-testid="member-teaser">
      <p className={styles.memberPrice}>{t('member.onlyIn', { price, unit })}</p>
      <a className={styles.memberLogin} href={loginHref} rel="nofollow" data-testid="member-login">
        {t('member.login')}
      </a>
    </div>
  );
}
