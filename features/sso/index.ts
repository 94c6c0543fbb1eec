export { SsoForm, type SsoField } from './components/sso-form';
export { SsoLinks, SsoShell } from './components/sso-shell';
export { firstParam, ssoHref, type SsoPage } from './links';
export { langOf, ssoMessages, type SsoLang, type SsoMessages } from './messages';
export { OutboxList } from './components/outbox-list';
