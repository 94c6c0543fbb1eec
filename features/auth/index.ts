export { LoginButton } from './components/login-button';
export { ssoUrl } from './sso-url';
