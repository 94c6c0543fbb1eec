import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { quoteStay, type QuotePlan } from '@/features/hotels/index';
import { ratePlans, roomTypes } from '@/features/hotels/db';
import { loyaltyLevels } from '@/features/loyalty/db';
import { memberPricingOf, type CouponTerms } from '@/features/loyalty/server';
import { addDays } from '@/lib/dates/product-date';
import type { Db } from '@/lib/db/client';
import { bookingRequestRooms, type AppliedCoupon, type MemberRatesSnapshot, type StoredQuote } from '../db';
import type { Owner } from '@/features/auth/server';
import type { Tx } from './inventory';

export type RatePlanRow = typeof ratePlans.$inferSelect;
export type RoomTypeRow = typeof roomTypes.$inferSelect;
export type PricedLine = { plan: RatePlanRow; room: RoomTypeRow; roomCount: number };

export const nightDatesOf = (checkIn: string, nights: number) => Array.from({ length: nights }, (_, i) => addDays(checkIn, i));

/** Rate plans with their room types, by id (missing ids are simply absent). */
export async function loadPlans(db: Db | Tx, ids: readonly number[]): Promise<Map<number, { plan: RatePlanRow; room: RoomTypeRow }>> {
  const rows = await db
    .select({ plan: ratePlans, room: roomTypes })
    .from(ratePlans)
    .innerJoin(roomTypes, eq(roomTypes.id, ratePlans.roomTypeId))
    .where(inArray(ratePlans.id, [...ids]));
  return new Map(rows.map((r) => [r.plan.id, r]));
}

/** A stored request's lines priced from today's catalogue rows. */
export async function linesOf(db: Db | Tx, requestId: string): Promise<PricedLine[]> {
  return db
    .select({ plan: ratePlans, room: roomTypes, roomCount: bookingRequestRooms.roomCount })
    .from(bookingRequestRooms)
    .innerJoin(ratePlans, eq(ratePlans.id, bookingRequestRooms.ratePlanId))
    .innerJoin(roomTypes, eq(roomTypes.id, bookingRequestRooms.roomTypeId))
    .where(eq(bookingRequestRooms.bookingRequestId, requestId))
    .orderBy(asc(bookingRequestRooms.id));
}

/** A signed-in confirmed member's rates with the level's names; null for everyone else. */
export async function memberRatesOf(db: Db, owner: Owner): Promise<MemberRatesSnapshot> {
  if (owner.kind !== 'user') return null;
  const pricing = await memberPricingOf(owner.userId);
  if (!pricing.confirmed || !pricing.levelName) return null;
  const [level] = await db
    .select({ nameEn: loyaltyLevels.nameEn })
    .from(loyaltyLevels)
    .where(eq(loyaltyLevels.name, pricing.levelName))
    .limit(1);
  return {
    loyaltyDiscountPercent: pricing.loyaltyDiscountPercent,
    levelName: pricing.levelName,
    levelNameEn: level?.nameEn ?? pricing.levelName,
  };
}

const toQuotePlan = (plan: RatePlanRow): QuotePlan => ({
  basePrice: plan.basePrice,
  weekendPercent: plan.weekendPercent,
  seasonRules: plan.seasonRules,
  promotionPercent: plan.promotionPercent,
  vatRate: plan.vatRate,
  vatIncluded: plan.vatIncluded,
  serviceFeePercent: plan.serviceFeePercent,
  feeIncluded: plan.feeIncluded,
  memberDiscountPercent: plan.memberDiscountPercent,
  mobileRatePercent: plan.mobileRatePercent,
});

type Priced = { quote: StoredQuote; coupon: AppliedCoupon | null };

/** Prices a request's lines (features/hotels/quote.ts) and records the applied coupon with what it took off. */
export function priceLines(
  lines: readonly PricedLine[],
  checkIn: string,
  nights: number,
  rates: MemberRatesSnapshot,
  coupon: CouponTerms | null,
): Priced {
  const result = quoteStay({
    lines: lines.map((l) => ({ plan: toQuotePlan(l.plan), roomCount: l.roomCount })),
    nightDates: nightDatesOf(checkIn, nights),
    rates: rates ? { loyaltyDiscountPercent: rates.loyaltyDiscountPercent } : null,
    coupon,
    loyaltyTitle: rates ? { vi: `Ưu đãi hạng ${rates.levelName}`, en: `${rates.levelNameEn} member rate` } : undefined,
  });
  const quote: StoredQuote = {
    prices: result.prices,
    lines: result.lines.map((l) => ({ nightly: l.nightly, total_price: l.total_price, final_price: l.final_price })),
  };
  if (!coupon) return { quote, coupon: null };
  return {
    quote,
    coupon: {
      status: 'SUCCESS',
      coupon_code: coupon.code,
      final_discount_value: result.couponDiscount,
      campaign_data: { ref_data: { after_vat: coupon.afterVat } },
      discount_type: coupon.discountType,
      discount_value: coupon.discountValue,
      max_discount_vnd: coupon.maxDiscountVnd,
      points_spent: coupon.pointsSpent,
    },
  };
}
