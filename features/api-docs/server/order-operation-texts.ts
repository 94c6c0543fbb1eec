import 'server-only';
import { described } from './operation-kit';

// Texts the order and after-sale operations share (operations-payments.ts, operations-after-sale.ts).
export const json = 'application/json' as const;
export const SSO_DOWN = described('The sign-on service cannot be reached, or the query ran out of time', 'SSO_UNAVAILABLE', 'SERVICE_BUSY');
export const ORDER_VIEWER =
  "Readable by its owner (the member, or the guest cookie that made it) or with `token`, a signed order link (the confirmation email's, or a code + PIN lookup's); anything else is 404, as for an unknown code.";
export const IDEMPOTENT =
  'An optional `Idempotency-Key` header (a UUID): a retry with the same key and body answers the first result, the same key with another body is 422.';
export const KEY_REUSED = described('The `Idempotency-Key` was used for another request', 'IDEMPOTENCY_KEY_REUSED');
