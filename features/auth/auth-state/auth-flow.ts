import type { LoyaltyMember, MemberInfo, Profile } from '@/features/auth/schemas';

/** The calls the sign-in flow makes; the provider passes the API's, tests pass fakes. */
export type AuthAdapters = {
  profile: () => Promise<Profile>;
  /** POST /api/v2-user/logout: clears the session (the cookie is HttpOnly, so only the server can) */
  clearSession: () => Promise<void>;
  loyaltyMembers: () => Promise<LoyaltyMember[]>;
  memberInfo: () => Promise<MemberInfo | null>;
  activate: () => Promise<void>;
};

export type Loyalty = {
  memberInfo: MemberInfo | null;
  /** the first non-third-party member is ACTIVE (spec 4: the member discount shows only then) */
  confirmed: boolean;
};

export type AuthResult = { status: 'guest'; user: null; loyalty: Loyalty } | { status: 'member'; user: Profile; loyalty: Loyalty };

export const NO_LOYALTY: Loyalty = { memberInfo: null, confirmed: false };
export const GUEST_RESULT: AuthResult = { status: 'guest', user: null, loyalty: NO_LOYALTY };

const LOYALTY_STATUSES = new Set(['ACTIVE', 'SUSPENSION_REQUESTED']);

const httpStatusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'httpStatus' in error && typeof error.httpStatus === 'number'
    ? error.httpStatus
    : undefined;

/** Spec 4 "Authentication": member info of the first non-third-party member, activating it when missing. */
async function loadLoyalty(adapters: AuthAdapters): Promise<Loyalty> {
  const first = (await adapters.loyaltyMembers()).find((member) => !member.is_third_party);
  const confirmed = first?.status === 'ACTIVE';
  if (!first || !LOYALTY_STATUSES.has(first.status)) return { memberInfo: null, confirmed };
  let memberInfo = await adapters.memberInfo();
  if (memberInfo === null) {
    await adapters.activate();
    memberInfo = await adapters.memberInfo();
  }
  return { memberInfo, confirmed };
}

/**
 * Spec 4 "Authentication", word for word: with no access token the app is ready as a guest; otherwise
 * it loads the profile; an error status makes it a guest; a 401 clears the session and logs out; then it
 * loads loyalty data. A loyalty failure leaves the member signed in without loyalty data.
 */
export async function loadAuth(hasToken: boolean, adapters: AuthAdapters): Promise<AuthResult> {
  if (!hasToken) return GUEST_RESULT;
  let user: Profile;
  try {
    user = await adapters.profile();
  } catch (error) {
    if (httpStatusOf(error) === 401) await adapters.clearSession().catch(() => undefined);
    return GUEST_RESULT;
  }
  const loyalty = await loadLoyalty(adapters).catch(() => NO_LOYALTY);
  return { status: 'member', user, loyalty };
}
