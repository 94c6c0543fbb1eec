import 'server-only';
import { ssoRoute } from './server/http';
import { login } from './server/login';
import { forgotPassword, resetPassword } from './server/password-reset';
import { register } from './server/register';
import { logout, revokeAll, sessionInfo } from './server/sign-out';

/** Route handlers of the service's API (app/sso/api/**). */
export const registerHandler = ssoRoute(register, { successStatus: 201 });
export const loginHandler = ssoRoute(login);
export const logoutHandler = ssoRoute(logout);
export const sessionHandler = ssoRoute(sessionInfo);
export const revokeAllHandler = ssoRoute(revokeAll);
export const forgotPasswordHandler = ssoRoute(forgotPassword);
export const resetPasswordHandler = ssoRoute(resetPassword);

export { setSsoClock } from './server/clock';
export { resetSignInLimits, MAX_FAILURES } from './server/sign-in-limits';
export { outboxVisible, latestMails, type OutboxMail } from './server/outbox';
export { callbackTarget } from './server/callback';
export { hashPassword, verifyPassword } from './server/password';
