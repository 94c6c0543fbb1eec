export { LoginButton } from './components/login-button';
export { useLoginHref, useSsoHref } from './components/use-login-href';
export { SignInLinks } from './components/sign-in-links';
export { AuthSlot } from './components/auth-slot';
export { AuthProvider, AUTH_QUERY_KEY, useAuth, type AuthState } from './auth-state/auth-provider';
export { GUEST, initialAuthOf, type InitialAuth } from './auth-state/initial-auth';
export type { Loyalty } from './auth-state/auth-flow';
export { headerName, joinFullName, splitFullName } from './display/person-name';
export { GENDERS, profileBodySchema, profileSchema, type LoyaltyMember, type MemberInfo, type Profile, type ProfileBody } from './schemas';
