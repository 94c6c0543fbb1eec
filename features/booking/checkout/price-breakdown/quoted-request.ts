import { quoteStay, type QuotePlan } from '@/features/hotels/index';
import type { BookingRequest } from '../../schemas';
import { bookingRequestFixture } from '../checkout-fixture';

/** A rate plan priced before VAT and fee, with a promotion and member offers (basePrice chosen so USD rounding bites). */
const breakdownPlan: QuotePlan = {
  basePrice: 1_008_142,
  weekendPercent: 0,
  seasonRules: [],
  promotionPercent: 10,
  vatRate: 8,
  vatIncluded: false,
  serviceFeePercent: 5,
  feeIncluded: false,
  memberDiscountPercent: 10,
  mobileRatePercent: 5,
};

type Options = { member?: boolean; coupon?: { amount: number; afterVat: boolean; points?: number } | null };

/**
 * A request whose prices are a REAL quote (features/hotels/quote.ts) of 2 rooms x 2 nights, priced for a
 * confirmed member of a 3 % level or for a guest, with an optional coupon: what the server answers.
 */
export function quotedRequest({ member = true, coupon = null }: Options = {}): BookingRequest {
  const quote = quoteStay({
    lines: [{ plan: breakdownPlan, roomCount: 2 }],
    nightDates: ['2026-12-20', '2026-12-21'],
    rates: member ? { loyaltyDiscountPercent: 3 } : null,
    coupon: coupon
      ? { code: 'LYSAVE', discountType: 'amount', discountValue: coupon.amount, maxDiscountVnd: null, afterVat: coupon.afterVat }
      : null,
    loyaltyTitle: member ? { vi: 'Ưu đãi hạng Bạc', en: 'Silver member rate' } : undefined,
  });
  return bookingRequestFixture({
    prices: quote.prices,
    member_priced: member,
    coupon: coupon
      ? {
          status: 'SUCCESS',
          coupon_code: 'LYSAVE',
          final_discount_value: quote.couponDiscount,
          campaign_data: { ref_data: { after_vat: coupon.afterVat } },
        }
      : null,
    redeem_info: coupon?.points ? { status: 'REDEEMED', additional_settings: { actual_redeem_point: coupon.points } } : null,
  });
}
