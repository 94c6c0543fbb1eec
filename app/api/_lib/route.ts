import 'server-only';
import { ownerCaller, requireUser } from '@/features/auth/server';
import { requireServiceKey } from '@/features/loyalty/server';
import { viewerOfRequest } from '@/features/orders/server';
import { claimGuestSales } from '@/features/sales/server';
import { createRoute, type AuthContext } from '@/lib/api/route';

/** The signed order link a request carries: its validated query's or body's `token` (the schemas bound it). */
function linkTokenOf({ query, body }: AuthContext): string | null {
  for (const input of [body, query]) {
    if (input && typeof input === 'object' && 'token' in input && typeof input.token === 'string') return input.token;
  }
  return null;
}

/**
 * The site's route(): lib's wrapper with who may ask, resolved once before the handler runs.
 * - `user`: the signed-in member (401 UNAUTHORIZED without a live session);
 * - `caller`: who owns a booking request, flight request, combo draft or purchase: the member (who takes over its
 *   guest cookie's requests of every product), else the guest cookie; with `write: true` a cookie-less caller
 *   becomes a new guest, the write budget is taken and `caller.once` runs the call under its Idempotency-Key;
 * - `viewer`: who may see an order: the member, the guest cookie that made it, or a signed link (`token`);
 * - `link`: the signed link alone (the emailed cancel link: a cookie in the same browser counts for nothing);
 * - `service`: a service-to-service call with the internal key (403 FORBIDDEN otherwise);
 * - `none` (the default): anyone.
 */
export const route = createRoute({
  user: ({ request }) => requireUser(request),
  caller: (context) => ownerCaller(context, claimGuestSales),
  viewer: (context) => viewerOfRequest(context.request, linkTokenOf(context)),
  link: async (context) => ({ userId: null, guestKeyHash: null, token: linkTokenOf(context) }),
  service: async ({ request }) => {
    requireServiceKey(request);
    return { kind: 'service' as const };
  },
});

export { methodsNotAllowed } from '@/lib/api/route';
