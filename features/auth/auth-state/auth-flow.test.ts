import { describe, expect, it, vi } from 'vitest';
import type { LoyaltyMember, MemberInfo, Profile } from '@/features/auth/schemas';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { loadAuth, type AuthAdapters } from './auth-flow';

const profile: Profile = {
  user_id: 1,
  first_name: 'An',
  last_name: 'Nguyễn',
  gender: null,
  phone: '+84901234567',
  email: 'demo@example.com',
  expired_at: '2026-11-27T00:00:00.000Z',
  business_role: null,
};
const info = { member_id: 9, status: 'ACTIVE', level_name: 'Bạc' } as MemberInfo;

function fakes(overrides: Partial<AuthAdapters> = {}, calls: string[] = []): AuthAdapters {
  const log =
    <T>(name: string, value: () => Promise<T>) =>
    () => {
      calls.push(name);
      return value();
    };
  return {
    profile: log('profile', overrides.profile ?? (async () => profile)),
    clearSession: log('clearSession', overrides.clearSession ?? (async () => undefined)),
    loyaltyMembers: log('loyaltyMembers', overrides.loyaltyMembers ?? (async (): Promise<LoyaltyMember[]> => [])),
    memberInfo: log('memberInfo', overrides.memberInfo ?? (async () => info)),
    activate: log('activate', overrides.activate ?? (async () => undefined)),
  };
}

describe('spec 4 Authentication flow', () => {
  it('is ready as a guest with no access token, calling nothing', async () => {
    const calls: string[] = [];
    expect(await loadAuth(false, fakes({}, calls))).toMatchObject({ status: 'guest', user: null });
    expect(calls).toEqual([]);
  });

  it('is a guest on a profile error status, without clearing the session', async () => {
    const calls: string[] = [];
    const result = await loadAuth(true, fakes({ profile: () => Promise.reject(new ApiClientError('x', 'INTERNAL_ERROR', 500)) }, calls));
    expect(result.status).toBe('guest');
    expect(calls).toEqual(['profile']);
  });

  it('clears the session and logs out on a 401', async () => {
    const calls: string[] = [];
    const result = await loadAuth(true, fakes({ profile: () => Promise.reject(new ApiClientError('x', 'UNAUTHORIZED', 401)) }, calls));
    expect(result.status).toBe('guest');
    expect(calls).toEqual(['profile', 'clearSession']);
  });

  it('loads member info for the first non-third-party ACTIVE member (confirmed)', async () => {
    const calls: string[] = [];
    const members: LoyaltyMember[] = [
      { member_id: 1, status: 'SUSPENDED', is_third_party: true },
      { member_id: 2, status: 'ACTIVE', is_third_party: false },
    ];
    const result = await loadAuth(true, fakes({ loyaltyMembers: async () => members }, calls));
    expect(result).toEqual({ status: 'member', user: profile, loyalty: { memberInfo: info, confirmed: true } });
    expect(calls).toEqual(['profile', 'loyaltyMembers', 'memberInfo']);
  });

  it('activates when member info is null, then fetches it again; SUSPENSION_REQUESTED is not confirmed', async () => {
    const calls: string[] = [];
    const memberInfo = vi.fn<() => Promise<MemberInfo | null>>().mockResolvedValueOnce(null).mockResolvedValueOnce(info);
    const result = await loadAuth(
      true,
      fakes({ loyaltyMembers: async () => [{ member_id: 2, status: 'SUSPENSION_REQUESTED', is_third_party: false }], memberInfo }, calls),
    );
    expect(calls).toEqual(['profile', 'loyaltyMembers', 'memberInfo', 'activate', 'memberInfo']);
    expect(result.loyalty).toEqual({ memberInfo: info, confirmed: false });
  });

  it('reads only the FIRST non-third-party member and skips member info for other statuses', async () => {
    const calls: string[] = [];
    const members: LoyaltyMember[] = [
      { member_id: 3, status: 'INACTIVE', is_third_party: false },
      { member_id: 4, status: 'ACTIVE', is_third_party: false },
    ];
    const result = await loadAuth(true, fakes({ loyaltyMembers: async () => members }, calls));
    expect(result).toMatchObject({ status: 'member', loyalty: { memberInfo: null, confirmed: false } });
    expect(calls).toEqual(['profile', 'loyaltyMembers']);
  });

  it('stays signed in without loyalty data when the loyalty calls fail', async () => {
    const result = await loadAuth(
      true,
      fakes({ loyaltyMembers: () => Promise.reject(new ApiClientError('x', 'NETWORK_ERROR', undefined)) }),
    );
    expect(result).toMatchObject({ status: 'member', user: profile, loyalty: { memberInfo: null, confirmed: false } });
  });
});
