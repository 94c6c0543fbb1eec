import 'server-only';
import { ssoRoute } from './server/http';
import { login } from './server/login';
import { forgotPassword } from './server/forgot-password';
import { logout } from './server/logout';
import { register } from './server/register';
import { resetPassword } from './server/reset-password';
import { revokeAll } from './server/revoke-all';
import { sessionInfo } from './server/session-info';

/** Route handlers of the service's API (app/sso/api/**). */
export const registerHandler = ssoRoute(register, { successStatus: 201 });
export const loginHandler = ssoRoute(login);
export const logoutHandler = ssoRoute(logout);
export const sessionHandler = ssoRoute(sessionInfo);
export const revokeAllHandler = ssoRoute(revokeAll);
export const forgotPasswordHandler = ssoRoute(forgotPassword);
export const resetPasswordHandler = ssoRoute(resetPassword);

export { setSsoClock } from './server/clock';
export { resetSignInLimits } from './server/sign-in-limits';
export { mailsSent } from './server/forgot-password';
export { outboxVisible, latestMails } from './server/outbox';
