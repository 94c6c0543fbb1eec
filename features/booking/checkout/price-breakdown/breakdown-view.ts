import { priceLines, type PriceLines } from '@/features/hotels/index';
import type { BookingRequest, CouponInfo } from '../../schemas';

export type CheckoutStepNumber = 1 | 2 | 3;
export type BreakdownFlags = { isShowFinalPrice: boolean };
/** The chosen payment method at step 3: its fee, and whether a stay voucher pays (total 0). */
export type ChosenPayment = { feeVnd: number; voucher: boolean };

export type BreakdownView = PriceLines & {
  /** percent off the list price (final_price.incl_discount_value / excl_discount_value); 0 = none */
  percentOff: number;
};

/** Spec 4: redeem statuses that are not points spent */
const NOT_SPENT = new Set(['TEMPORARY', 'REDEEM_SETTINGS']);

/** Spec 4: a coupon counts when its status is "success" in any case and it takes something off. */
export function isCouponApplied(coupon: CouponInfo | null): coupon is CouponInfo {
  return coupon !== null && coupon.status.toLowerCase() === 'success' && coupon.final_discount_value > 0;
}

/**
 * The price box of every checkout step (spec 4 "Checkout price display", issue 33), as data: the shared
 * `priceLines` of the quote, in the variant spec 4 asks for (with VAT and fees when the flag is set or at
 * step 2). Issue 33 wins over spec 4 where spec 4 would make the lines not add up or hide what is charged:
 * every discount the total takes off is listed on every step (spec 4 hid the discount block at step 1), and
 * the total is shown on every step (spec 4 hid it at step 3), with the chosen method's fee there.
 */
export function breakdownView(
  request: BookingRequest,
  step: CheckoutStepNumber,
  flags: BreakdownFlags,
  payment: ChosenPayment | null = null,
): BreakdownView {
  const { prices } = request;
  const incl = flags.isShowFinalPrice || step === 2;
  const coupon = isCouponApplied(request.coupon)
    ? { code: request.coupon.coupon_code, afterVat: request.coupon.campaign_data.ref_data.after_vat }
    : null;
  const lines = priceLines({
    prices,
    variant: incl ? 'incl' : 'excl',
    coupon,
    pointsSpent:
      coupon && request.redeem_info && !NOT_SPENT.has(request.redeem_info.status)
        ? request.redeem_info.additional_settings.actual_redeem_point
        : null,
    paymentFeeVnd: step === 3 ? (payment?.feeVnd ?? null) : null,
    paidByVoucher: step === 3 && payment?.voucher === true,
  });
  return { ...lines, percentOff: incl ? prices.final_price.incl_discount_value : prices.final_price.excl_discount_value };
}
