/** What a rate plan offers members (percent off the public price), as the catalogue stores it. */
export type MemberDiscounts = { memberPercent: number; mobilePercent: number };
/** What a signed-in, confirmed member brings: the discount of their loyalty level. */
export type MemberRates = { loyaltyDiscountPercent: number };

/**
 * Who looks at a price (spec 6): a guest (teased with the member price), a signed-in visitor who is not a
 * confirmed member (public prices), or a confirmed member with their level's rates.
 */
export type Viewer = { kind: 'guest' } | { kind: 'signed-in'; rates: MemberRates | null };

export type MemberPriceLine = { kind: 'member_discount' | 'mobile_rate' | 'loyalty_discount'; percent: number };
export type MemberPrice = { price: number; lines: MemberPriceLine[] };

const clampPercent = (percent: number) => (Number.isFinite(percent) ? Math.min(90, Math.max(0, percent)) : 0);

/**
 * Spec 6: for a signed-in, confirmed member the member discount, the mobile rate and the loyalty
 * discount apply, one after the other, to the public price; null when none applies. Rounded to whole VND.
 */
export function memberPrice(publicPrice: number, discounts: MemberDiscounts, rates: MemberRates): MemberPrice | null {
  const lines: MemberPriceLine[] = [
    { kind: 'member_discount' as const, percent: clampPercent(discounts.memberPercent) },
    { kind: 'mobile_rate' as const, percent: clampPercent(discounts.mobilePercent) },
    { kind: 'loyalty_discount' as const, percent: clampPercent(rates.loyaltyDiscountPercent) },
  ].filter((line) => line.percent > 0);
  if (lines.length === 0 || publicPrice <= 0) return null;
  const price = Math.round(lines.reduce((amount, line) => amount * (1 - line.percent / 100), publicPrice));
  return { price, lines };
}

/**
 * Spec 6: the price a guest is shown as "Chỉ còn {price}" when a member discount is available — what
 * every member pays (member discount and mobile rate; the level discount depends on the member). Null
 * when the plan has no member discount.
 */
export function memberTeaserPrice(publicPrice: number, discounts: MemberDiscounts): number | null {
  if (clampPercent(discounts.memberPercent) <= 0) return null;
  return memberPrice(publicPrice, discounts, { loyaltyDiscountPercent: 0 })?.price ?? null;
}
