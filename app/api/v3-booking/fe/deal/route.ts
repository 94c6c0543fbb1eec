import type { NextRequest } from 'next/server';
import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import type { Owner } from '@/features/auth/server';
import { dealPurchaseBodySchema, type DealPurchaseBody } from '@/features/deals/schemas';
import type { KeepAnswer } from '@/features/platform/server';
import { buyCombo, createDealOrder } from '@/features/sales/server';
import { clientAddress } from '@/lib/security/client-address';

export const dynamic = 'force-dynamic';

/** A hotel voucher deal becomes a deal order; a combo, its draft's combo order (features/combos). */
function buyDeal(owner: Owner, body: DealPurchaseBody, keep: KeepAnswer, request: NextRequest) {
  const context = { clientIp: clientAddress(request), httpRequest: request };
  return body.kind === 'voucher' ? createDealOrder(owner, body, keep, context) : buyCombo(owner, body, keep, context);
}

export const POST = route({
  auth: 'caller',
  write: true,
  body: dealPurchaseBodySchema,
  successStatus: 201,
  handler: ({ body, request, caller }) => caller.once((keep) => buyDeal(caller.owner, body, keep, request)),
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);
