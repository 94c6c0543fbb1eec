'use client';

import { usePathname } from 'next/navigation';
import { useAuth } from '@/features/auth/auth-state/auth-provider';
import { useLang } from '@/lib/i18n/i18n-provider';
import { properNameLang } from '@/lib/i18n/vietnamese';
import { ACCOUNT_PATHS, HOME_PATH, localePath, navigateTo, stripLocale } from '@/lib/paths';
import { SignInLinks } from './sign-in-links';
import { UserMenu } from './user-menu';
import styles from './auth-slot.module.css';

/**
 * The header's sign-in place. CONTRACT with the shared page cache: the root carries `data-auth-slot`
 * (guest | member), BOTH variants are always in the markup (CSS shows one by the attribute), and the
 * name sits alone in `<span data-auth-name="">` (with `lang="vi"` when written in Vietnamese, as the server
 * writes it too), so the server can rewrite a cached guest page for a
 * signed-in visitor by changing those two places only.
 */
export function AuthSlot({ ssoBaseUrl, helpUrl, corporateUrl }: { ssoBaseUrl: string; helpUrl: string; corporateUrl: string }) {
  const { status, user, firstName, signOut } = useAuth();
  const shown = status === 'guest' ? 'guest' : 'member';
  const pathname = usePathname();
  const lang = useLang();
  // the account area needs a session: leaving it for the home page beats a bounce to the login page
  const signOutHere = async () => {
    await signOut();
    if (stripLocale(pathname ?? '/').startsWith(ACCOUNT_PATHS.overview)) navigateTo(localePath(lang, HOME_PATH));
  };
  return (
    <div className={styles.slot} data-auth-slot={shown}>
      <div className={styles.guest}>
        <SignInLinks ssoBaseUrl={ssoBaseUrl} />
      </div>
      <div className={styles.member}>
        <UserMenu
          name={
            <span data-auth-name="" lang={shown === 'member' ? properNameLang(firstName) : undefined}>
              {shown === 'member' ? firstName : ''}
            </span>
          }
          helpUrl={helpUrl}
          corporateUrl={user?.business_role ? corporateUrl : null}
          onSignOut={signOutHere}
        />
      </div>
    </div>
  );
}
