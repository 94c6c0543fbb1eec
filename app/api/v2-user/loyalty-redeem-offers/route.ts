import { methodsNotAllowed, route } from '@/lib/api/route';
import { requireUser } from '@/features/auth/server';
import { listRedeemOffers } from '@/features/loyalty/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  handler: async ({ request }) => {
    await requireUser(request);
    return listRedeemOffers();
  },
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
