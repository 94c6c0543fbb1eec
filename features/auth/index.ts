export { useLoginHref } from './components/use-login-href';
export { AuthSlot } from './components/auth-slot';
export { AuthProvider, useAuth } from './auth-state/auth-provider';
export { GUEST, type InitialAuth } from './auth-state/initial-auth';
export { GENDERS } from './genders';
export type { Profile } from './schemas';
export * from './rules';
