import type { Envelope } from '@/lib/api/envelope';
import { errorMessage, isErrorCode } from '@/lib/api/error-codes';
import type { Lang } from '@/lib/i18n/config';

/** An API error as the UI sees it: the server's readable message and code. */
export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly errorCode: string,
    readonly httpStatus: number | undefined,
    /** the server's per-field messages of a 400 (path, message) */
    readonly fieldErrors: readonly { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiClientError';
  }

  /** What to show a visitor: the catalogue's message for the code in the page language (lib/api/error-codes.ts). */
  messageIn(lang: Lang): string {
    return errorMessage(isErrorCode(this.errorCode) ? this.errorCode : 'NETWORK_ERROR', lang);
  }
}

/** Unwraps the success envelope or throws the server's message. */
export function unwrap<T>(body: Envelope<T>): T {
  if (body.status !== 'success') throw new ApiClientError(body.message, body.error_code, undefined);
  return body.data;
}
