import 'server-only';
import type { InitialAuth } from '@/features/auth/auth-state/initial-auth';
import { headerName } from '@/features/auth/display/person-name';
import { pageUser, profileRow } from './current-user';
import { toProfile } from './profile';

/** The signed-in state a per-request page renders with (the header slot and the AuthProvider's start). */
export async function initialAuthOfPage(): Promise<InitialAuth> {
  const user = await pageUser();
  if (!user) return { status: 'guest', firstName: '', profile: null };
  const profile = toProfile(await profileRow(user.userId), user);
  return { status: 'member', firstName: headerName(profile), profile };
}
