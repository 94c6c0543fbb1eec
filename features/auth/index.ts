export { LoginButton } from './components/login-button';
