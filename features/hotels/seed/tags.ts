import type { HotelTag } from './facilities';

type Plan = { basePrice: number; promotionPercent?: number | null; breakfast?: boolean | null; freeCancel24h?: boolean | null };

/** The plan the listing prices a hotel by: the cheapest quote after promotion, the first on a tie (refreshSearchData). */
export function leadPlan<T extends Plan>(plans: readonly T[]): T | undefined {
  const quote = (p: T) => p.basePrice * (100 - (p.promotionPercent ?? 0));
  return plans.reduce<T | undefined>((lead, plan) => (lead === undefined || quote(plan) < quote(lead) ? plan : lead), undefined);
}

/** Offers a traveller gets at the listed price: the lead plan's free cancellation and breakfast. */
export function offerTags(plans: readonly Plan[]): HotelTag[] {
  const lead = leadPlan(plans);
  const tags: HotelTag[] = [];
  if (lead?.freeCancel24h) tags.push('free-cancellation');
  if (lead?.breakfast) tags.push('breakfast-included');
  return tags;
}
