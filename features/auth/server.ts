import 'server-only';
export { safeCallbackUrl } from './server/safe-callback';
export { ssoPlaceholderResponse } from './server/sso-placeholder';
