import { emailError, nameError, phoneError, phoneForApi } from '@/features/checkout/index';
import { DEAL_LIMITS, type DealDetail } from '../schemas';

/** The most units one purchase may take: the deal's per-order cap, what is left, and the site's limit. */
export function maxQuantity(deal: Pick<DealDetail, 'max_per_order' | 'quantity_left'>): number {
  return Math.max(0, Math.min(deal.max_per_order, deal.quantity_left, DEAL_LIMITS.maxQuantity));
}

/** A quantity kept inside 1..max (a typed or stale value never goes out of range). */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, max));
}

export type BuyerDraft = { fullName: string; email: string; phone: string };
export type BuyerErrors = Partial<Record<keyof BuyerDraft, string>>;

/** The buyer's problems as booking-namespace message keys (the checkout's own field rules), none when valid. */
export function buyerErrors(buyer: BuyerDraft): BuyerErrors {
  const out: BuyerErrors = {};
  const name = nameError(buyer.fullName);
  const email = emailError(buyer.email);
  const phone = phoneError(buyer.phone);
  if (name) out.fullName = name;
  if (email) out.email = email;
  if (phone) out.phone = phone;
  return out;
}

/** The buyer as the purchase call takes it (orderContactSchema), or null while a field is wrong. */
export function buyerForApi(buyer: BuyerDraft): { full_name: string; email: string; phone: string } | null {
  if (Object.keys(buyerErrors(buyer)).length > 0) return null;
  const phone = phoneForApi(buyer.phone);
  return phone ? { full_name: buyer.fullName.trim().replace(/\s+/g, ' '), email: buyer.email.trim(), phone } : null;
}

/** Which deals-namespace message explains a failed purchase; other codes use the error catalogue's text. */
export const BUY_ERROR_KEYS: Record<string, string> = {
  DEAL_SOLD_OUT: 'buy.errorSoldOut',
  DEAL_NOT_ON_SALE: 'buy.errorNotOnSale',
  NETWORK_ERROR: 'buy.errorNetwork',
};
