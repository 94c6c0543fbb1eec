import 'server-only';
import type { Owner } from '@/features/auth/server';
import { todayIso } from '@/lib/dates/product-date';
import { serverEnv } from '@/lib/env/server';
import { vnpaySandboxLive } from '../providers/vnpay/config';
import type { ProductType, RequestFacts } from './rules';

/** What the payment rules read of a request, hotel or flight. */
export type PayableFacts = {
  /** spec 9 total_price: the stay, or the tickets and baggage */
  totalPrice: number;
  couponDiscount: number;
  promotion: boolean;
  /** check-in day, or the first departure */
  startDate: string;
  productType: ProductType;
};

/** The stay a voucher would pay (a hotel request's hotel, dates and rooms). */
export type VoucherStay = { hotel: { id: number }; check_in: string; check_out: string; nights: number; room_count: number };

/** A held request of the caller as payment sees it; `hotel` is the hotel request's stay (vouchers read it), null for other products. */
export type PayableRequest = PayableFacts & { id: string; hotel: VoucherStay | null; travellersSet: boolean };

/**
 * Reads the caller's own HELD request of any product (the sales layer knows them all): anyone else's is 404, a
 * lapsed hold 409. Payment's request-bound calls are handed the request it answers.
 */
export type HeldRequestReader = (owner: Owner, id: string, now: Date) => Promise<PayableRequest>;

/** A hotel request's prices as payment reads them. */
type HotelPrices = { total_price: number; coupon_discount: number; show_prices: { promotion: { show: boolean } } };

/** A hotel request's facts (from the API shape or the stored quote). */
export const hotelPayable = ({
  prices,
  hasCoupon,
  checkIn,
}: {
  prices: HotelPrices;
  hasCoupon: boolean;
  checkIn: string;
}): PayableFacts => ({
  totalPrice: prices.total_price,
  couponDiscount: prices.coupon_discount,
  promotion: prices.show_prices.promotion.show || hasCoupon || prices.coupon_discount > 0,
  startDate: checkIn,
  productType: 'hotel',
});

/** The list rules' facts of a request (the order transaction passes the locked row's, not the API shape). */
export function factsOf(request: PayableFacts, now: Date): RequestFacts {
  return {
    totalPrice: request.totalPrice,
    couponDiscount: request.couponDiscount,
    promotion: request.promotion,
    checkIn: request.startDate,
    productType: request.productType,
    today: todayIso(now),
    vnpayOn: Boolean(serverEnv().VNPAY_URL) || vnpaySandboxLive(),
  };
}
