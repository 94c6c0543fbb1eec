import 'server-only';
import { redirect } from 'next/navigation';
import { pageProfile } from '@/features/auth/server';
import type { Profile } from '@/features/auth/schemas';
import { serverEnv } from '@/lib/env/server';
import { siteUrl } from '@/lib/env/site';
import type { Lang } from '@/lib/i18n/config';
import { localePath, ssoUrl } from '@/lib/paths';

/** The signed-in visitor's profile, or null (the root layout's session check and profile, not another). */
export const accountProfile = pageProfile;

/**
 * An account page's member. Without a session: the sign-on login page with this page's absolute address
 * (query included) as callbackUrl, so signing in comes straight back here.
 */
export async function requireAccountProfile(
  lang: Lang,
  path: string,
  query: Record<string, string | string[] | undefined> = {},
): Promise<Profile> {
  const profile = await accountProfile();
  if (profile) return profile;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const item of [value ?? []].flat()) search.append(key, item);
  const here = `${new URL(siteUrl()).origin}${localePath(lang, path)}${search.size ? `?${search}` : ''}`;
  redirect(ssoUrl(serverEnv().SSO_BASE_URL, 'login', here));
}
