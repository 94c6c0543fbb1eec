import 'server-only';
import { and, eq } from 'drizzle-orm';
import { apiError } from '@/lib/api/errors';
import { getReadDb, type Db } from '@/lib/db/client';
import { dealPrices, deals } from '../db';
import { onSaleAt } from './listable';
import { fieldMessageError, messageError } from '@/lib/api/error-messages';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type PurchasableDeal = { deal: typeof deals.$inferSelect; price: typeof dealPrices.$inferSelect };

/**
 * A purchase's deal and price option, checked: the deal exists and is not hidden (404), is of the kind bought
 * (400), is inside its sale window (409 DEAL_NOT_ON_SALE), the option is one of its own (400) and the quantity
 * within its per-order limit (400); a voucher still usable (its stay fits before valid_to, else 409 DEAL_NOT_ON_SALE). Whether units are left is the conditional update's business.
 */
export async function purchasableDeal(
  db: Db | Tx,
  input: { dealId: number; priceId: number; quantity: number; kind: 'voucher' | 'combo' },
  now: Date,
): Promise<PurchasableDeal> {
  const [deal] = await db.select().from(deals).where(eq(deals.id, input.dealId)).limit(1);
  if (!deal || deal.status !== 'active') throw messageError('dealNotFound');
  if (deal.dealType !== input.kind) {
    throw fieldMessageError(deal.dealType === 'combo' ? 'dealIsCombo' : 'dealIsVoucher', 'kind');
  }
  if (!onSaleAt(deal, now)) throw apiError('DEAL_NOT_ON_SALE');
  const [price] = await db
    .select()
    .from(dealPrices)
    .where(and(eq(dealPrices.id, input.priceId), eq(dealPrices.dealId, deal.id)))
    .limit(1);
  if (!price) throw fieldMessageError('dealOptionNotOfDeal', 'price_deal_id');
  if (input.quantity > deal.maxPerOrder) {
    throw fieldMessageError('dealMaxPerOrder', 'quantity', { max: deal.maxPerOrder });
  }
  return { deal, price };
}

/**
 * What payment reads of a voucher purchase (the same numbers the order will have): the units' price, no coupon,
 * no promotion (the deal price is the price), the deal's first valid day as the start (bank transfer from tomorrow).
 */
export const dealPaymentFactsOf = ({ deal, price }: PurchasableDeal, quantity: number) => ({
  totalPrice: price.sellPrice * quantity,
  couponDiscount: 0,
  promotion: false,
  startDate: deal.validFrom,
  productType: 'deal' as const,
});

/** GET payment-methods with deal_id + price_deal_id + quantity: the purchase's facts, checked as the purchase will be. */
export async function dealPaymentFacts(input: { dealId: number; priceId: number; quantity: number }, now: Date = new Date()) {
  const checked = await purchasableDeal(await getReadDb(), { ...input, kind: 'voucher' }, now);
  return dealPaymentFactsOf(checked, input.quantity);
}
