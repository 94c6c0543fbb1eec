import { ApiError, type FieldError } from './errors';
import type { ErrorCode } from './error-codes';
import type { Lang } from '@/lib/i18n/config';

type Entry = { code: ErrorCode; vi: string; en: string };
export type MessageParams = Record<string, string | number>;

/**
 * The catalogue's specific messages: answers that say more than their code's default message
 * (lib/api/error-codes.ts), each with its code and its text in both languages; `{name}` is filled from the
 * params. The API answers the Vietnamese text, as it always has.
 */
export const ERROR_MESSAGES = {
  apiRouteNotFound: { code: 'NOT_FOUND', vi: 'Không tìm thấy địa chỉ API', en: 'This API address does not exist' },
  orderNotFound: { code: 'NOT_FOUND', vi: 'Không tìm thấy đơn hàng', en: 'This order was not found' },
  orderCodeOrPinWrong: { code: 'NOT_FOUND', vi: 'Mã đơn hàng hoặc mã PIN không đúng', en: 'The order code or PIN is not correct' },
  bookingRequestNotFound: { code: 'NOT_FOUND', vi: 'Không tìm thấy yêu cầu đặt phòng', en: 'This booking request was not found' },
  flightRequestNotFound: { code: 'NOT_FOUND', vi: 'Không tìm thấy yêu cầu đặt vé', en: 'This flight booking request was not found' },
  hotelNotFound: { code: 'NOT_FOUND', vi: 'Không tìm thấy khách sạn', en: 'This hotel was not found' },
  ratePlanNotFound: { code: 'NOT_FOUND', vi: 'Không tìm thấy loại giá của khách sạn này', en: 'This rate was not found for this hotel' },
  locationNotFound: { code: 'NOT_FOUND', vi: 'Không tìm thấy địa điểm', en: 'This place was not found' },
  bankNotFound: { code: 'NOT_FOUND', vi: 'Không tìm thấy ngân hàng', en: 'This bank was not found' },
  companyNotFound: {
    code: 'NOT_FOUND',
    vi: 'Không tìm thấy doanh nghiệp với mã số thuế này',
    en: 'No company was found for this tax code',
  },
  dealNotFound: { code: 'NOT_FOUND', vi: 'Không tìm thấy ưu đãi', en: 'This deal was not found' },
  comboNotFound: { code: 'NOT_FOUND', vi: 'Không tìm thấy combo', en: 'This combo was not found' },
  comboNotFromAirport: { code: 'NOT_FOUND', vi: 'Combo không khởi hành từ sân bay này', en: 'This combo does not leave from this airport' },
  comboPriceOptionNotFound: {
    code: 'NOT_FOUND',
    vi: 'Không tìm thấy gói giá của combo này',
    en: 'This price option was not found for this combo',
  },
  benefitNotFound: { code: 'NOT_FOUND', vi: 'Không tìm thấy giao dịch ưu đãi', en: 'This benefit transaction was not found' },
  pointsTransactionNotFound: { code: 'NOT_FOUND', vi: 'Không tìm thấy giao dịch', en: 'This transaction was not found' },
  redeemOfferNotFound: { code: 'NOT_FOUND', vi: 'Không tìm thấy ưu đãi đổi điểm', en: 'This points offer was not found' },
  invalidQuery: { code: 'BAD_REQUEST', vi: 'Tham số truy vấn không hợp lệ', en: 'The query parameters are not valid' },
  invalidPathParams: { code: 'BAD_REQUEST', vi: 'Tham số đường dẫn không hợp lệ', en: 'The path parameters are not valid' },
  invalidBody: { code: 'BAD_REQUEST', vi: 'Tham số nội dung không hợp lệ', en: 'The body fields are not valid' },
  queryKeyRepeated: { code: 'BAD_REQUEST', vi: 'Tham số chỉ được xuất hiện một lần', en: 'A parameter may appear only once' },
  invalidIdempotencyKey: { code: 'BAD_REQUEST', vi: 'Idempotency-Key không hợp lệ', en: 'The Idempotency-Key is not valid' },
  idempotencyKeyNotUuid: { code: 'BAD_REQUEST', vi: 'Idempotency-Key phải là một UUID', en: 'The Idempotency-Key must be a UUID' },
  invalidCancelReason: {
    code: 'BAD_REQUEST',
    vi: 'Lý do hủy không hợp lệ cho đơn hàng này',
    en: 'This cancellation reason is not valid for this order',
  },
  branchNotOfBank: {
    code: 'BAD_REQUEST',
    vi: 'Chi nhánh không thuộc ngân hàng đã chọn',
    en: 'This branch does not belong to the chosen bank',
  },
  receiversMismatch: {
    code: 'BAD_REQUEST',
    vi: 'Thông tin người nhận phòng không khớp với các phòng đã chọn',
    en: 'The guests do not match the rooms chosen',
  },
  oneReceiverPerRoom: { code: 'BAD_REQUEST', vi: 'Mỗi phòng cần đúng một người nhận phòng', en: 'Each room needs exactly one guest' },
  dealOptionNotOfDeal: { code: 'VALIDATION_ERROR', vi: 'Gói ưu đãi không thuộc ưu đãi này', en: 'This package is not part of this deal' },
  dealIsCombo: {
    code: 'VALIDATION_ERROR',
    vi: 'Ưu đãi này là combo, vui lòng chọn chuyến bay và ngày nhận phòng',
    en: 'This deal is a combo: please choose the flights and the check-in date',
  },
  dealIsVoucher: { code: 'VALIDATION_ERROR', vi: 'Ưu đãi này là voucher khách sạn', en: 'This deal is a hotel voucher' },
  dealMaxPerOrder: { code: 'VALIDATION_ERROR', vi: 'Mỗi đơn mua tối đa {max} ưu đãi', en: 'One order buys at most {max} of this deal' },
  comboCalendarRange: {
    code: 'VALIDATION_ERROR',
    vi: 'Chỉ xem được từ tháng này đến {months} tháng tới',
    en: 'Only this month up to {months} months ahead can be shown',
  },
  comboBookAhead: {
    code: 'COMBO_TOO_EARLY',
    vi: 'Combo cần đặt trước ít nhất {days} ngày: ngày khởi hành sớm nhất là {first}',
    en: 'A combo is booked at least {days} days ahead: the earliest departure is {first}',
  },
  comboNotOfDeal: { code: 'VALIDATION_ERROR', vi: 'Combo không thuộc ưu đãi này', en: 'This combo is not part of this deal' },
  comboDepartOutOfRange: {
    code: 'VALIDATION_ERROR',
    vi: 'Ngày đi phải từ {from} đến {to}',
    en: 'The departure date must be from {from} to {to}',
  },
  flightNotOfCombo: {
    code: 'VALIDATION_ERROR',
    vi: 'Chuyến bay đã chọn không thuộc combo này',
    en: 'The chosen flight is not part of this combo',
  },
  returnNotReverse: {
    code: 'INVALID_FLIGHT_SEARCH',
    vi: 'Chặng về phải bay ngược lại chặng đi',
    en: 'The return leg must fly back the way the outbound went',
  },
  returnBeforeLanding: {
    code: 'INVALID_FLIGHT_SEARCH',
    vi: 'Chuyến về phải khởi hành sau khi chuyến đi hạ cánh',
    en: 'The return flight must leave after the outbound lands',
  },
  methodUnavailable: {
    code: 'BK1057',
    vi: 'Phương thức thanh toán này hiện không khả dụng',
    en: 'This payment method is not available now',
  },
  payLaterProcessError: { code: 'BK1057', vi: 'Error in payment process', en: 'There was an error in the payment process' },
  payLaterMembersOnly: {
    code: 'BK1057',
    vi: 'Mua trước trả sau chỉ dành cho thành viên đã đăng nhập',
    en: 'Buy now, pay later is only for signed-in members',
  },
  payLaterNotApproved: {
    code: 'BK1057',
    vi: 'Tài khoản Mua trước trả sau của bạn chưa được đối tác chấp thuận',
    en: 'The partner has not approved your buy now, pay later account yet',
  },
  payLaterNeedsPhone: {
    code: 'BK1057',
    vi: 'Vui lòng cập nhật số điện thoại trong tài khoản để dùng Mua trước trả sau',
    en: 'Please add a phone number to your account to use buy now, pay later',
  },
  voucherCodeRequired: { code: 'VOUCHER_INVALID', vi: 'Vui lòng nhập mã voucher', en: 'Please enter a voucher code' },
  dealOnlyLeft: { code: 'DEAL_SOLD_OUT', vi: 'Rất tiếc, ưu đãi này chỉ còn {left} suất', en: 'Sorry, this deal has only {left} left' },
  comboPriceChangedFromTo: {
    code: 'COMBO_PRICE_CHANGED',
    vi: 'Giá combo đã thay đổi từ {from} thành {to}, vui lòng xem lại trước khi đặt',
    en: 'The combo price changed from {from} to {to}, please check it before booking',
  },
  comboNoFlightsThatDay: {
    code: 'FLIGHT_SOLD_OUT',
    vi: 'Ngày này không còn chuyến bay cho combo',
    en: 'There are no flights left for this combo on this day',
  },
  flightSalesClosed: {
    code: 'FLIGHT_CLOSED',
    vi: 'Chuyến bay đã ngừng bán vé trước giờ bay',
    en: 'Ticket sales for this flight closed before departure',
  },
  invoiceOnlyPaid: {
    code: 'ORDER_NOT_PAYABLE',
    vi: 'Chỉ có thể yêu cầu hóa đơn cho đơn hàng đã thanh toán',
    en: 'An invoice can only be asked for a paid order',
  },
  invoiceIssued: {
    code: 'ORDER_NOT_PAYABLE',
    vi: 'Hóa đơn đã được xuất, không thể thay đổi',
    en: 'The invoice has been issued and can no longer change',
  },
  orderNotConfirmedForPoints: {
    code: 'ORDER_NOT_PAYABLE',
    vi: 'Đơn hàng không còn ở trạng thái đã xác nhận: không cộng điểm',
    en: 'The order is no longer confirmed: no points are added',
  },
  companyLookupNotConfigured: {
    code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    vi: 'Dịch vụ tra cứu doanh nghiệp chưa được cấu hình',
    en: 'The company lookup service is not configured',
  },
  companyLookupDown: {
    code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    vi: 'Dịch vụ tra cứu doanh nghiệp không phản hồi, vui lòng thử lại',
    en: 'The company lookup service is not responding, please try again',
  },
  migrationsPendingCount: {
    code: 'MIGRATIONS_PENDING',
    vi: 'Còn {count} migration chưa được áp dụng',
    en: '{count} database migrations are not applied yet',
  },
} as const satisfies Record<string, Entry>;

export type ErrorMessageKey = keyof typeof ERROR_MESSAGES;

/** A specific message in a language, its `{name}` places filled from `params`. */
export function messageText(key: ErrorMessageKey, lang: Lang, params: MessageParams = {}): string {
  return ERROR_MESSAGES[key][lang].replace(/\{(\w+)\}/g, (place, name: string) => (name in params ? String(params[name]) : place));
}

/** The error of a specific message: its code, its Vietnamese text, optional field errors. */
export function messageError(key: ErrorMessageKey, params: MessageParams = {}, errors?: FieldError[]): ApiError {
  return new ApiError(ERROR_MESSAGES[key].code, messageText(key, 'vi', params), errors);
}

/** The error of a specific message that names one field, with the same text as the field's message. */
export function fieldMessageError(key: ErrorMessageKey, path: string, params: MessageParams = {}): ApiError {
  const text = messageText(key, 'vi', params);
  return new ApiError(ERROR_MESSAGES[key].code, text, [{ path, message: text }]);
}
