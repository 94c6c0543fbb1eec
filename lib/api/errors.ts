export type FieldError = { path: string; message: string };

/** An error whose message is safe to show to the caller. Anything else becomes a 500. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errorCode: string,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new ApiError(400, 'BAD_REQUEST', message, errors);
export const notFound = (message = 'Không tìm thấy dữ liệu') => new ApiError(404, 'NOT_FOUND', message);
export const conflict = (errorCode: string, message: string) => new ApiError(409, errorCode, message);
export const methodNotAllowed = () => new ApiError(405, 'METHOD_NOT_ALLOWED', 'Phương thức không được hỗ trợ');
