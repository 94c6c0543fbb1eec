export { useLoginHref } from './components/use-login-href';
export { AuthSlot } from './components/auth-slot';
export { AuthProvider, useAuth, type AuthState } from './auth-state/auth-provider';
export { GUEST, type InitialAuth } from './auth-state/initial-auth';
export type { Loyalty } from './auth-state/auth-flow';
export { headerName, joinFullName, splitFullName } from './display/person-name';
export { GENDERS, type Gender } from './genders';
export { profileBodySchema, profileSchema, type LoyaltyMember, type MemberInfo, type Profile, type ProfileBody } from './schemas';
