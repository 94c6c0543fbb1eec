export { SsoForm } from './components/sso-form';
export { SsoLinks, SsoShell } from './components/sso-shell';
export { firstParam, ssoHref } from './links';
export { langOf, ssoMessages } from './messages';
export { OutboxList } from './components/outbox-list';
