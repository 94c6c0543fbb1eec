import 'server-only';
export { pageUser, requireUser, userOfToken } from './server/current-user';
export { forgetSessions, setSsoTransport } from './server/sso-client';
export { pageVisitorOf } from './server/page-visitor';
export { readProfile, updateProfile } from './server/profile';
export { clearingSessionCookie, signOut, signOutEverywhere } from './server/sign-out';
export { initialAuthOfPage, pageProfile } from './server/initial-auth';
