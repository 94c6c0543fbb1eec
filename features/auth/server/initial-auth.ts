import 'server-only';
import type { InitialAuth } from '@/features/auth/auth-state/initial-auth';
import { headerName } from '@/features/auth/display/person-name';
import type { Profile } from '@/features/auth/schemas';
import { cache } from 'react';
import { pageUser, profileRow } from './current-user';
import { toProfile } from './profile';

/** The signed-in visitor's profile on a server-rendered page, or null; once per request. */
export const pageProfile = cache(async (): Promise<Profile | null> => {
  const user = await pageUser();
  return user ? toProfile(await profileRow(user.userId), user) : null;
});

/** The signed-in state a per-request page renders with (the header slot and the AuthProvider's start). */
export async function initialAuthOfPage(): Promise<InitialAuth> {
  const profile = await pageProfile();
  if (!profile) return { status: 'guest', firstName: '', profile: null };
  return { status: 'member', firstName: headerName(profile), profile };
}
