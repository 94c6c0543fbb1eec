export { LoginButton } from './components/login-button';
export { useLoginHref } from './components/use-login-href';
