import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import type { Owner } from '@/features/auth/server';
import { listPaymentMethodsFor } from '@/features/sales/server';
import { comboPaymentFacts } from '@/features/combos/server';
import { dealPaymentFacts } from '@/features/deals/server';
import { paymentMethodsQuerySchema, type PaymentMethodsQuery } from '@/features/payment/schemas';
import { listPaymentMethodsForPurchase } from '@/features/payment/server';

export const dynamic = 'force-dynamic';

/** One of three forms (the schema lets exactly one through): a held request, a deal's vouchers, a combo draft. */
async function methodsFor(owner: Owner, query: PaymentMethodsQuery) {
  if (query.booking_request_id) return listPaymentMethodsFor(owner, query.booking_request_id);
  if (query.combo_draft_id)
    return listPaymentMethodsForPurchase({
      ...(await comboPaymentFacts(owner, query.combo_draft_id)),
      couponDiscount: 0,
      promotion: false,
      productType: 'combo',
    });
  return listPaymentMethodsForPurchase(
    await dealPaymentFacts({ dealId: query.deal_id!, priceId: query.price_deal_id!, quantity: query.quantity! }),
  );
}

export const GET = route({
  auth: 'caller',
  query: paymentMethodsQuerySchema,
  cacheControl: 'private, no-store',
  handler: ({ query, caller }) => methodsFor(caller.owner, query),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
