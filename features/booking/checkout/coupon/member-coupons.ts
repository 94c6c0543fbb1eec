import type { Envelope } from '@/lib/api/envelope';
import { unwrap } from '@/lib/api-client/api-client-error';
import { userApi } from '@/lib/api-client/services';
import type { LoyaltySummary } from '@/features/loyalty/schemas';

/** The signed-in member's loyalty summary (GET /api/v2-user/loyalties/summary): its coupons still usable today. */
export const memberCouponsKey = ['user', 'loyalty-summary'] as const;

export async function getMemberCoupons(signal?: AbortSignal): Promise<LoyaltySummary['coupon_codes']> {
  return unwrap(await userApi.get<Envelope<LoyaltySummary>>('/loyalties/summary', { signal })).coupon_codes;
}
