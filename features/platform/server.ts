import 'server-only';
export { checkHealth } from './server/check-health';
export { healthSchema } from './schemas';
export { idempotent, requestFingerprint, sweepIdempotencyKeys } from './server/idempotency';
