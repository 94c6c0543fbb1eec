import 'server-only';
import { requireUser } from '@/features/auth/server';
import { requireServiceKey } from '@/features/loyalty/server';
import { viewerOfRequest } from '@/features/orders/server';
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
 * - `viewer`: who may see an order: the member, the guest cookie that made it, or a signed link (`token`);
 * - `link`: the signed link alone (the emailed cancel link: a cookie in the same browser counts for nothing);
 * - `service`: a service-to-service call with the internal key (403 FORBIDDEN otherwise);
 * - `none` (the default): anyone.
 */
export const route = createRoute({
  user: ({ request }) => requireUser(request),
  viewer: (context) => viewerOfRequest(context.request, linkTokenOf(context)),
  link: async (context) => ({ userId: null, guestKeyHash: null, token: linkTokenOf(context) }),
  service: async ({ request }) => {
    requireServiceKey(request);
    return { kind: 'service' as const };
  },
});

export { methodsNotAllowed } from '@/lib/api/route';
