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
  PAYLOAD_TOO_LARGE: {
    httpStatus: 413,
    vi: 'Nội dung yêu cầu quá lớn',
    en: 'The request body is too large',
  },
  NOT_FOUND: { httpStatus: 404, vi: 'Không tìm thấy dữ liệu', en: 'Nothing was found here' },
  UNAUTHORIZED: { httpStatus: 401, vi: 'Vui lòng đăng nhập để tiếp tục', en: 'Please sign in to continue' },
  INVALID_CREDENTIALS: { httpStatus: 401, vi: 'Email hoặc mật khẩu không đúng', en: 'The email or password is not correct' },
  FORBIDDEN: { httpStatus: 403, vi: 'Bạn không có quyền thực hiện thao tác này', en: 'You are not allowed to do this' },
  FORBIDDEN_ORIGIN: {
    httpStatus: 403,
    vi: 'Yêu cầu bị từ chối vì không đến từ trang của chúng tôi',
    en: 'The request was refused because it did not come from this site',
  },
  EMAIL_TAKEN: { httpStatus: 409, vi: 'Email này đã được đăng ký', en: 'This email is already registered' },
  INVALID_RESET_TOKEN: {
    httpStatus: 400,
    vi: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn',
    en: 'This password reset link is not valid or has expired',
  },
  NOT_A_MEMBER: { httpStatus: 409, vi: 'Tài khoản chưa là thành viên thân thiết', en: 'This account is not a loyalty member yet' },
  INSUFFICIENT_POINTS: { httpStatus: 409, vi: 'Bạn không đủ điểm để đổi ưu đãi này', en: 'You do not have enough points for this' },
  COUPON_UNAVAILABLE: {
    httpStatus: 409,
    vi: 'Mã giảm giá đã hết lượt sử dụng hoặc không còn hiệu lực',
    en: 'This coupon has no uses left or is no longer valid',
  },
  IDEMPOTENCY_KEY_REUSED: {
    httpStatus: 422,
    vi: 'Idempotency-Key đã được dùng cho một yêu cầu khác',
    en: 'This Idempotency-Key was already used for another request',
  },
  SOLD_OUT: {
    httpStatus: 409,
    vi: 'Rất tiếc, chúng tôi đã hết phòng',
    en: 'Sorry, we have no rooms left',
  },
  HOLD_EXPIRED: {
    httpStatus: 409,
    vi: 'Thời gian giữ phòng đã hết, vui lòng cập nhật giá để tiếp tục',
    en: 'The room hold has expired, please update the price to continue',
  },
  INVALID_STAY: {
    httpStatus: 400,
    vi: 'Ngày nhận phòng hoặc số đêm không hợp lệ',
    en: 'The check-in date or the number of nights is not valid',
  },
  IDEMPOTENCY_IN_FLIGHT: {
    httpStatus: 409,
    vi: 'Yêu cầu với Idempotency-Key này đang được xử lý',
    en: 'A request with this Idempotency-Key is still being processed',
  },
  BK1057: {
    httpStatus: 409,
    vi: 'Phương thức thanh toán này không dùng được cho đơn hàng của bạn',
    en: 'This payment method cannot be used for your order',
  },
  PAYMENT_METHOD_REQUIRED: {
    httpStatus: 409,
    vi: 'Vui lòng chọn phương thức thanh toán',
    en: 'Please choose a payment method',
  },
  VOUCHER_INVALID: {
    httpStatus: 409,
    vi: 'Mã voucher không hợp lệ, đã được sử dụng hoặc không áp dụng cho đặt phòng này',
    en: 'This voucher is not valid, already used, or does not cover this booking',
  },
  ORDER_NOT_PAYABLE: {
    httpStatus: 409,
    vi: 'Đơn hàng không còn chờ thanh toán',
    en: 'This order is no longer awaiting payment',
  },
  ORDER_NOT_CANCELLABLE: {
    httpStatus: 409,
    vi: 'Đơn hàng này không thể hủy',
    en: 'This order cannot be cancelled',
  },
  REFUND_ACCOUNT_REQUIRED: {
    httpStatus: 400,
    vi: 'Vui lòng nhập tài khoản ngân hàng để nhận tiền hoàn',
    en: 'Please enter the bank account for the refund',
  },
  INVOICE_ZERO_AMOUNT: {
    httpStatus: 409,
    vi: 'Đơn hàng có giá trị 0 ₫ nên không xuất hóa đơn VAT. Với đơn trả bằng voucher, hãy yêu cầu hóa đơn ở đơn hàng đã mua voucher.',
    en: 'This order is worth 0 ₫, so there is no VAT invoice for it. For an order paid by voucher, ask for the invoice on the order that bought the voucher.',
  },
  INVALID_TAX_CODE: {
    httpStatus: 400,
    vi: 'Mã số thuế không hợp lệ',
    en: 'The tax code is not valid',
  },
  INVALID_SIGNATURE: {
    httpStatus: 401,
    vi: 'Chữ ký không hợp lệ',
    en: 'The signature is not valid',
  },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    httpStatus: 503,
    vi: 'Cổng thanh toán không phản hồi, vui lòng thử lại',
    en: 'The payment provider is not responding, please try again',
  },
  TOO_MANY_ATTEMPTS: {
    httpStatus: 429,
    vi: 'Bạn đã thử quá nhiều lần, vui lòng thử lại sau',
    en: 'Too many attempts, please try again later',
  },
  HOLD_LIMIT_REACHED: {
    httpStatus: 409,
    vi: 'Bạn đang giữ quá nhiều phòng cùng lúc. Vui lòng hoàn tất đặt phòng đang giữ hoặc chờ hết thời gian giữ rồi thử lại',
    en: 'You are holding too many rooms at once. Please complete a booking you hold, or wait for its hold to end, then try again',
  },
  FLIGHT_HOLD_LIMIT_REACHED: {
    httpStatus: 409,
    vi: 'Bạn đang giữ quá nhiều chỗ trên các chuyến bay cùng lúc. Vui lòng hoàn tất đặt chỗ đang giữ hoặc chờ hết thời gian giữ rồi thử lại',
    en: 'You are holding too many flight seats at once. Please complete a booking you hold, or wait for its hold to end, then try again',
  },
  FLIGHT_MISSING_PARAMS: { httpStatus: 400, vi: 'missing params', en: 'missing params: ap, dt and ps are required' },
  INVALID_FLIGHT_SEARCH: { httpStatus: 400, vi: 'Thông tin tìm chuyến bay không hợp lệ', en: 'The flight search is not valid' },
  INVALID_PASSENGERS: { httpStatus: 400, vi: 'Thông tin hành khách không hợp lệ', en: 'The passenger details are not valid' },
  FLIGHT_NOT_FOUND: { httpStatus: 404, vi: 'Không tìm thấy chuyến bay', en: 'This flight was not found' },
  FLIGHT_CLOSED: { httpStatus: 409, vi: 'Chuyến bay này đã ngừng bán vé', en: 'This flight is no longer on sale' },
  FLIGHT_SOLD_OUT: { httpStatus: 409, vi: 'Rất tiếc, hạng vé bạn chọn đã hết chỗ', en: 'Sorry, the fare you chose has no seats left' },
  FLIGHT_HOLD_EXPIRED: {
    httpStatus: 409,
    vi: 'Thời gian giữ chỗ đã hết, vui lòng chọn lại chuyến bay',
    en: 'The seat hold has expired, please choose your flights again',
  },
  TRAVELLERS_REQUIRED: {
    httpStatus: 409,
    vi: 'Vui lòng nhập thông tin hành khách trước khi thanh toán',
    en: 'Please enter the passenger details before paying',
  },
  DEAL_NOT_ON_SALE: {
    httpStatus: 409,
    vi: 'Ưu đãi này hiện không mở bán',
    en: 'This deal is not on sale right now',
  },
  DEAL_SOLD_OUT: {
    httpStatus: 409,
    vi: 'Rất tiếc, ưu đãi này đã hết số lượng',
    en: 'Sorry, this deal has sold out',
  },
  DEAL_ORDER_PENDING: {
    httpStatus: 409,
    vi: 'Bạn đang có đơn chưa thanh toán cho ưu đãi này, vui lòng thanh toán hoặc hủy đơn đó trước',
    en: 'You have an unpaid order for this deal: please pay or cancel it first',
  },
  COMBO_DRAFT_EXPIRED: {
    httpStatus: 409,
    vi: 'Combo của bạn đã hết hạn lưu, vui lòng chọn lại',
    en: 'Your combo was not kept any longer, please choose again',
  },
  COMBO_INCOMPLETE: {
    httpStatus: 409,
    vi: 'Vui lòng chọn đủ chuyến bay đi, chuyến bay về và ngày nhận phòng',
    en: 'Please choose the outbound flight, the return flight and the stay',
  },
  COMBO_ALREADY_ORDERED: {
    httpStatus: 409,
    vi: 'Combo này đã được đặt, vui lòng xem đơn hàng của bạn hoặc chọn combo mới',
    en: 'This combo has already been ordered: please see your order or choose a new combo',
  },
  COMBO_TOO_EARLY: {
    httpStatus: 400,
    vi: 'Combo cần đặt trước ít nhất 3 ngày, vui lòng chọn ngày khởi hành muộn hơn',
    en: 'Combos must be booked at least 3 days ahead: please choose a later departure',
  },
  COMBO_PRICE_CHANGED: {
    httpStatus: 409,
    vi: 'Giá combo đã thay đổi, vui lòng xem lại giá mới trước khi đặt',
    en: 'The combo price has changed: please check the new price before booking',
  },
  INVALID_SUBSCRIBE_TOKEN: {
    httpStatus: 400,
    vi: 'Liên kết xác nhận không hợp lệ hoặc đã hết hạn',
    en: 'This confirmation link is not valid or has expired',
  },
  BLOG_UNAVAILABLE: {
    httpStatus: 503,
    vi: 'Trang tin tức tạm thời không phản hồi, vui lòng thử lại sau',
    en: 'The blog is not responding, please try again later',
  },
  METHOD_NOT_ALLOWED: { httpStatus: 405, vi: 'Phương thức không được hỗ trợ', en: 'This method is not supported' },
  INTERNAL_ERROR: { httpStatus: 500, vi: 'Đã có lỗi xảy ra, vui lòng thử lại sau', en: 'Something went wrong, please try again later' },
  SERVICE_BUSY: {
    httpStatus: 503,
    vi: 'Hệ thống đang bận, vui lòng thử lại sau giây lát',
    en: 'The system is busy, please try again in a moment',
  },
  RENDER_TIMEOUT: {
    httpStatus: 503,
    vi: 'Máy chủ đang bận, vui lòng thử lại sau ít phút',
    en: 'The server is busy, please try again in a few minutes',
  },
  DATABASE_UNAVAILABLE: { httpStatus: 503, vi: 'Cơ sở dữ liệu không phản hồi', en: 'The database is not responding' },
  MIGRATIONS_PENDING: { httpStatus: 503, vi: 'Còn migration chưa được áp dụng', en: 'Some database migrations are not applied yet' },
  SSO_UNAVAILABLE: {
    httpStatus: 503,
    vi: 'Dịch vụ đăng nhập không phản hồi, vui lòng thử lại',
    en: 'The sign-in service is not responding, please try again',
  },
  EXCHANGE_RATE_UNAVAILABLE: {
    httpStatus: 503,
    vi: 'Chưa lấy được tỷ giá, vui lòng thử lại sau',
    en: 'The exchange rate is not available yet, please try again later',
  },
  // The browser client's own code: no answer from the API, or one that is not its envelope.
  NETWORK_ERROR: {
    httpStatus: 503,
    vi: 'Không kết nối được máy chủ, vui lòng thử lại',
    en: 'Could not reach the server, please try again',
  },
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
