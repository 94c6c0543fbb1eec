import 'server-only';
export { checkHealth, type Health } from './server/check-health';
