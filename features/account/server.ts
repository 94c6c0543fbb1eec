import 'server-only';
export { accountProfile, requireAccountProfile } from './server/account-user';
