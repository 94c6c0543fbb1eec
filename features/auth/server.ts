import 'server-only';
export { optionalUser, profileRow, requireUser, userOfToken, type SessionUser } from './server/current-user';
export { endAllSessions, endSession, forgetSessions, setSsoTransport } from './server/sso-client';
