import { notFound } from 'next/navigation';
import { AccountTitle, ProfileForm, RevokeAllButton } from '@/features/account/index';
import { requireAccountProfile } from '@/features/account/server';
import { LoyaltyOverview, RecentActivity } from '@/features/loyalty/pages';
import { isLang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { ACCOUNT_PATHS } from '@/lib/paths';

export const dynamic = 'force-dynamic';

/** Account overview: the profile card and its edit form, loyalty and recent activity, sign out everywhere. */
export default async function AccountOverviewPage({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  const profile = await requireAccountProfile(lang, ACCOUNT_PATHS.overview);
  const t = getServerT(lang, 'account');
  return (
    <>
      <AccountTitle>{t('title')}</AccountTitle>
      <ProfileForm initial={profile} />
      <LoyaltyOverview userId={profile.user_id} lang={lang} />
      <RecentActivity userId={profile.user_id} lang={lang} />
      <RevokeAllButton />
    </>
  );
}
