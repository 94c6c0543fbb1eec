export { AccountNav } from './components/account-nav';
export { ProfileForm } from './components/profile-form';
export { RevokeAllButton } from './components/revoke-all-button';
export { LoginRedirect } from './components/login-redirect';
export { AccountShell, AccountTitle } from './components/account-shell';
