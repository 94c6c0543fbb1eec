'use client';

import { useLoginHref } from '@/features/auth/index';
import { useTranslation } from '@/lib/i18n/use-translation';
import { checkoutStyles as styles } from '@/features/checkout/index';

/**
 * A guest's gentle offer to sign in (member prices, coupons, a prefilled form). What was entered is kept in
 * localStorage (booker_and_receiver), and the login comes back to this very step.
 */
export function SignInOffer({ ssoBaseUrl, text }: { ssoBaseUrl: string; text: string }) {
  const { t } = useTranslation('booking');
  const href = useLoginHref(ssoBaseUrl);
  return (
    <aside className={styles.offer} aria-label={t('signIn.label')}>
      <span>{text}</span>
      <a href={href} rel="nofollow">
        {t('signIn.link')}
      </a>
    </aside>
  );
}
