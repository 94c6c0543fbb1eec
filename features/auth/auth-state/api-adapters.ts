import type { Envelope } from '@/lib/api/envelope';
import { unwrap } from '@/lib/api-client/api-client-error';
import { userApi } from '@/lib/api-client/services';
import type { LoyaltyMember, MemberInfo, Profile } from '@/features/auth/schemas';
import type { AuthAdapters } from './auth-flow';

/** The sign-in flow's calls over the API (v2-user service). */
export const apiAdapters: AuthAdapters = {
  profile: async () => unwrap(await userApi.get<Envelope<Profile>>('/profile')),
  clearSession: async () => {
    await userApi.post<Envelope<null>>('/logout');
  },
  loyaltyMembers: async () => unwrap(await userApi.get<Envelope<LoyaltyMember[]>>('/loyalty-members')),
  memberInfo: async () => unwrap(await userApi.get<Envelope<MemberInfo | null>>('/loyalties/member-info')),
  activate: async () => {
    await userApi.post<Envelope<unknown>>('/loyalties/activate');
  },
};
