import 'server-only';
export { checkHealth } from './server/check-health';
export { healthSchema } from './schemas';
export { idempotent, requestFingerprint, sweepIdempotencyKeys, type KeepAnswer } from './server/idempotency';
