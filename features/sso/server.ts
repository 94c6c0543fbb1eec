import 'server-only';
export { ssoPlaceholderResponse } from './server/sso-placeholder';
