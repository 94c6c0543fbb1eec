import { z } from 'zod';
import { ApiError, type FieldError } from './errors';

export type SuccessEnvelope<T> = { status: 'success'; data: T };
export type ErrorEnvelope = { status: 'error'; message: string; error_code: string; errors?: FieldError[] };
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

export const success = <T>(data: T): SuccessEnvelope<T> => ({ status: 'success', data });

export function zodFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.') || '(root)', message: issue.message }));
}

/** Maps any thrown value to an HTTP status and the error envelope. Unknown errors hide their details. */
export function toErrorEnvelope(error: unknown): { httpStatus: number; body: ErrorEnvelope } {
  if (error instanceof ApiError) {
    return {
      httpStatus: error.httpStatus,
      body: {
        status: 'error',
        message: error.message,
        error_code: error.errorCode,
        ...(error.errors ? { errors: error.errors } : {}),
      },
    };
  }
  if (error instanceof z.ZodError) {
    return {
      httpStatus: 400,
      body: { status: 'error', message: 'Dữ liệu không hợp lệ', error_code: 'VALIDATION_ERROR', errors: zodFieldErrors(error) },
    };
  }
  if (error instanceof SyntaxError) {
    return { httpStatus: 400, body: { status: 'error', message: 'Nội dung yêu cầu không phải JSON hợp lệ', error_code: 'INVALID_JSON' } };
  }
  if (isQueryCancelled(error)) {
    return {
      httpStatus: 503,
      body: { status: 'error', message: 'Hệ thống đang bận, vui lòng thử lại sau giây lát', error_code: 'SERVICE_BUSY' },
    };
  }
  return { httpStatus: 500, body: { status: 'error', message: 'Đã có lỗi xảy ra, vui lòng thử lại sau', error_code: 'INTERNAL_ERROR' } };
}

const QUERY_CANCELED = '57014';

/** SQLSTATE 57014: PostgreSQL cancelled the query (statement_timeout), possibly wrapped by Drizzle. */
export function isQueryCancelled(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === QUERY_CANCELED) return true;
  }
  return false;
}
