import 'server-only';
export { optionalUser, pageUser, profileRow, requireUser, userOfToken, type SessionUser } from './server/current-user';
export { endAllSessions, endSession, forgetSessions, setSsoTransport } from './server/sso-client';
export { forgetPageVisitor, pageVisitorOf } from './server/page-visitor';
export { readProfile, toProfile, updateProfile } from './server/profile';
export { clearingSessionCookie, signOut, signOutEverywhere } from './server/sign-out';
export { initialAuthOfPage } from './server/initial-auth';
