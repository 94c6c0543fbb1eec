import { ApiClientError } from './api-client-error';

/** One key per user action; pass the same key when retrying that action. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/** The answer never came (network, 5xx, the first call still running): a retry must send the same key. */
export function isUnanswered(error: unknown): boolean {
  return (
    error instanceof ApiClientError &&
    (error.errorCode === 'NETWORK_ERROR' || error.errorCode === 'IDEMPOTENCY_IN_FLIGHT' || (error.httpStatus ?? 0) >= 500)
  );
}

/** The request options carrying an action's Idempotency-Key. */
export const idempotencyHeaders = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });
