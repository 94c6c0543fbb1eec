import { ERROR_CODES, type ErrorCode } from './error-codes';

export type FieldError = { path: string; message: string };

/**
 * An error whose message is safe to show to the caller. Anything else becomes a 500. The status comes from
 * the catalogue (lib/api/error-codes.ts), so a code missing there fails the typecheck.
 */
export class ApiError extends Error {
  readonly httpStatus: number;

  constructor(
    readonly errorCode: ErrorCode,
    /** a more specific message than the catalogue's */
    message: string = ERROR_CODES[errorCode].vi,
    readonly errors?: FieldError[],
    /** seconds the caller should wait before asking again: route() answers them as Retry-After */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.httpStatus = ERROR_CODES[errorCode].httpStatus;
  }
}

export const apiError = (errorCode: ErrorCode, message?: string, errors?: FieldError[]) => new ApiError(errorCode, message, errors);

export const badRequest = (message: string, errors?: FieldError[]) => apiError('BAD_REQUEST', message, errors);
export const notFound = (message?: string) => apiError('NOT_FOUND', message);
export const methodNotAllowed = () => apiError('METHOD_NOT_ALLOWED');

/** 429 TOO_MANY_ATTEMPTS with the seconds until the spent budget lets the caller in again (its Retry-After). */
export function tooManyAttempts(retryAfterSeconds: number, message?: string): ApiError {
  return new ApiError('TOO_MANY_ATTEMPTS', message, undefined, retryAfterSeconds);
}
