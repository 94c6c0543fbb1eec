import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes';
import { ApiError, type FieldError } from './errors';

export type SuccessEnvelope<T> = { status: 'success'; data: T };
export type ErrorEnvelope = { status: 'error'; message: string; error_code: ErrorCode; errors?: FieldError[] };
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

export const success = <T>(data: T): SuccessEnvelope<T> => ({ status: 'success', data });

export function zodFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.') || '(root)', message: issue.message }));
}

/** The error envelope of a catalogue code, with its Vietnamese message unless a more specific one is given. */
export function errorBody(code: ErrorCode, message: string = ERROR_CODES[code].vi, errors?: FieldError[]): ErrorEnvelope {
  return { status: 'error', message, error_code: code, ...(errors ? { errors } : {}) };
}

/** A no-store JSON error answer for handlers outside route(): the catalogue's status, its message unless a more specific one is given. */
export const errorResponse = (code: ErrorCode, message?: string): Response =>
  Response.json(errorBody(code, message), { status: ERROR_CODES[code].httpStatus, headers: { 'cache-control': 'no-store' } });

/** Maps any thrown value to an HTTP status and the error envelope. Unknown errors hide their details. */
export function toErrorEnvelope(error: unknown): { httpStatus: number; body: ErrorEnvelope } {
  if (error instanceof ApiError) {
    return { httpStatus: error.httpStatus, body: errorBody(error.errorCode, error.message, error.errors) };
  }
  const code: ErrorCode =
    error instanceof z.ZodError
      ? 'VALIDATION_ERROR'
      : error instanceof SyntaxError
        ? 'INVALID_JSON'
        : isQueryCancelled(error)
          ? 'SERVICE_BUSY'
          : 'INTERNAL_ERROR';
  const errors = error instanceof z.ZodError ? zodFieldErrors(error) : undefined;
  return { httpStatus: ERROR_CODES[code].httpStatus, body: errorBody(code, undefined, errors) };
}

const QUERY_CANCELED = '57014';

/** SQLSTATE 57014: PostgreSQL cancelled the query (statement_timeout), possibly wrapped by Drizzle. */
export function isQueryCancelled(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === QUERY_CANCELED) return true;
  }
  return false;
}
