import 'server-only';
import { formatVnd as vnd } from '@/lib/money/format-money';
import { BANK_TRANSFER_METHOD, PAY_LATER_METHOD, VOUCHER_METHOD } from '../../schemas';

/** Bank transfer takes a day to arrive and is a large unsecured wait: only for stays from tomorrow, up to this total. */
export const BANK_TRANSFER_MAX_VND = 300_000_000;

/** deal: hotel vouchers bought from a deal; combo: a flight + hotel package. */
export type ProductType = 'hotel' | 'flight' | 'deal' | 'combo';

/** What the list rules read of a booking request (spec 5 and our own filter by total and type). */
export type RequestFacts = {
  /** spec 9 total_price (before coupon) */
  totalPrice: number;
  couponDiscount: number;
  /** a promotion applies: the quote's promotion line shows, or a coupon is applied (spec 5) */
  promotion: boolean;
  /** check-in day, a flight's (or combo's) first departure, or a deal's first valid day (not read for a deal) */
  checkIn: string;
  /** hotel when absent */
  productType?: ProductType;
  /** "today" in Asia/Ho_Chi_Minh */
  today: string;
  /** the card/QR gateway is reachable: VNPAY_URL set, or the built-in sandbox on */
  vnpayOn: boolean;
};

type MethodRow = { paymentMethod: string; provider: string };

/**
 * Why a method is not offered for this request (the BK1057 message), or null when it is listed. Pay-later below
 * its minimum is still listed (the page says why), so its minimum is checked on choosing (payLaterRefusal).
 */
export function unlistedReason(method: MethodRow, facts: RequestFacts): string | null {
  // vouchers are hotel room nights: they never pay a ticket, nor buy more vouchers or a package
  if (method.paymentMethod === VOUCHER_METHOD && facts.productType === 'flight')
    return 'Voucher chỉ dùng để đặt phòng khách sạn, không dùng cho vé máy bay';
  if (method.paymentMethod === VOUCHER_METHOD && (facts.productType === 'deal' || facts.productType === 'combo'))
    return 'Voucher chỉ dùng để đặt phòng khách sạn, không dùng để mua ưu đãi hay combo';
  if (method.paymentMethod === BANK_TRANSFER_METHOD) {
    if (facts.promotion) return 'Chuyển khoản ngân hàng không áp dụng cho đơn có khuyến mãi';
    // a voucher has no stay date: the transfer only has to arrive before the payment deadline
    if (facts.productType !== 'deal' && facts.checkIn <= facts.today) {
      return facts.productType === 'flight' || facts.productType === 'combo'
        ? 'Chuyển khoản ngân hàng chỉ áp dụng khi ngày khởi hành từ ngày mai trở đi'
        : 'Chuyển khoản ngân hàng chỉ áp dụng khi ngày nhận phòng từ ngày mai trở đi';
    }
    if (facts.totalPrice - facts.couponDiscount > BANK_TRANSFER_MAX_VND)
      return `Chuyển khoản ngân hàng chỉ áp dụng cho đơn đến ${vnd(BANK_TRANSFER_MAX_VND)}`;
    return null;
  }
  if (method.provider === 'vnpay' && !facts.vnpayOn) return 'Cổng thanh toán thẻ và QR hiện không khả dụng';
  return null;
}

/** The pay-later partner's limits for the order value (spec 5): the "minPrice" / "maxPrice" texts, or null. */
export function payLaterRefusal(orderValue: number, min: number | null, availLimit: number): string | null {
  if (min !== null && orderValue < min) return `Giá trị đơn hàng tối thiểu ${vnd(min)}`;
  if (orderValue > availLimit) return `Hạn mức còn lại ${vnd(availLimit)}`;
  return null;
}

export const isVoucher = (code: string) => code === VOUCHER_METHOD;
export const isPayLater = (code: string) => code === PAY_LATER_METHOD;
