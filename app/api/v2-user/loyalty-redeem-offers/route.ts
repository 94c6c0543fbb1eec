import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { listRedeemOffers } from '@/features/loyalty/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  auth: 'user',
  handler: () => listRedeemOffers(),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
