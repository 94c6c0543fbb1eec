import 'server-only';
import type { Viewer } from '@/features/hotels/index';
import { pageUser } from '@/features/auth/server';
import { memberPricingOf } from '@/features/loyalty/server';

/**
 * Who looks at the hotel page (spec 6). The page is rendered per request (never shared), so it reads the
 * session itself: a confirmed member sees their own prices on first paint.
 */
export async function loadViewer(): Promise<Viewer> {
  const user = await pageUser();
  if (!user) return { kind: 'guest' };
  const pricing = await memberPricingOf(user.userId);
  return { kind: 'signed-in', rates: pricing.confirmed ? { loyaltyDiscountPercent: pricing.loyaltyDiscountPercent } : null };
}
