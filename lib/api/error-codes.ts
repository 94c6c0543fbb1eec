import type { Lang } from '@/lib/i18n/config';

type ErrorCodeEntry = { httpStatus: number; vi: string; en: string };

/**
 * Every `error_code` the API answers, with its HTTP status and its default message in both languages. Errors
 * are made from it (lib/api/errors.ts apiError), the OpenAPI document lists its codes, and the browser shows
 * its message in the page language. Client-safe: no server imports.
 */
export const ERROR_CODES = {
  BAD_REQUEST: { httpStatus: 400, vi: 'Yêu cầu không hợp lệ', en: 'The request is not valid' },
  VALIDATION_ERROR: { httpStatus: 400, vi: 'Dữ liệu không hợp lệ', en: 'The data is not valid' },
  INVALID_JSON: { httpStatus: 400, vi: 'Nội dung yêu cầu không phải JSON hợp lệ', en: 'The request body is not valid JSON' },
  NOT_FOUND: { httpStatus: 404, vi: 'Không tìm thấy dữ liệu', en: 'Nothing was found here' },
  METHOD_NOT_ALLOWED: { httpStatus: 405, vi: 'Phương thức không được hỗ trợ', en: 'This method is not supported' },
  INTERNAL_ERROR: { httpStatus: 500, vi: 'Đã có lỗi xảy ra, vui lòng thử lại sau', en: 'Something went wrong, please try again later' },
  SERVICE_BUSY: { httpStatus: 503, vi: 'Hệ thống đang bận, vui lòng thử lại sau giây lát', en: 'The system is busy, please try again in a moment' },
  RENDER_TIMEOUT: { httpStatus: 503, vi: 'Máy chủ đang bận, vui lòng thử lại sau ít phút', en: 'The server is busy, please try again in a few minutes' },
  DATABASE_UNAVAILABLE: { httpStatus: 503, vi: 'Cơ sở dữ liệu không phản hồi', en: 'The database is not responding' },
  MIGRATIONS_PENDING: { httpStatus: 503, vi: 'Còn migration chưa được áp dụng', en: 'Some database migrations are not applied yet' },
  EXCHANGE_RATE_UNAVAILABLE: {
    httpStatus: 503,
    vi: 'Chưa lấy được tỷ giá, vui lòng thử lại sau',
    en: 'The exchange rate is not available yet, please try again later',
  },
  // The browser client's own code: no answer from the API, or one that is not its envelope.
  NETWORK_ERROR: { httpStatus: 503, vi: 'Không kết nối được máy chủ, vui lòng thử lại', en: 'Could not reach the server, please try again' },
} as const satisfies Record<string, ErrorCodeEntry>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** The catalogue's message for a code in a language. */
export function errorMessage(code: ErrorCode, lang: Lang): string {
  return ERROR_CODES[code][lang];
}
