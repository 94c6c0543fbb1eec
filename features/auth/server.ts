import 'server-only';
export { optionalUser, pageUser, profileRow, requireUser, userOfToken, type SessionUser } from './server/current-user';
export { endAllSessions, endSession, forgetSessions, setSsoTransport } from './server/sso-client';
export { forgetPageVisitor, pageVisitorOf } from './server/page-visitor';
