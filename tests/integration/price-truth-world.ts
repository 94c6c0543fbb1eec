import { asc, eq, sql } from 'drizzle-orm';
import * as choosePaymentMethod from '@/app/api/v3-booking/booking-requests/[id]/choose-payment-method/route';
import * as paymentMethodAmount from '@/app/api/payment-service/fe/payment-method-amount/route';
import * as hotelSearch from '@/app/api/v2-hotel/hotels/search/route';
import * as memberInfo from '@/app/api/v2-user/loyalties/member-info/route';
import * as redeemDiscount from '@/app/api/v2-user/loyalty-redeem-discount/[id]/route';
import * as usdRate from '@/app/api/common/exchange-rates/transfer/usd/route';
import { users } from '@/features/auth/db';
import { hotels, roomTypes } from '@/features/hotels/db';
import { couponCodes, loyaltyMembers, loyaltyPointTransactions } from '@/features/loyalty/db';
import { addDays } from '@/lib/dates/product-date';
import type { Db } from '@/lib/db/client';
import { setFree } from './booking-helpers';
import { ORDER_ROUTES } from './orders-helpers';

/** Every route one traveller's journey calls, from the search to the paid order. */
export const PRICE_TRUTH_ROUTES = {
  ...ORDER_ROUTES,
  '/api/v2-hotel/hotels/search': hotelSearch,
  '/api/v3-booking/booking-requests/[id]/choose-payment-method': choosePaymentMethod,
  '/api/payment-service/fe/payment-method-amount': paymentMethodAmount,
  '/api/v2-user/loyalties/member-info': memberInfo,
  '/api/v2-user/loyalty-redeem-discount/[id]': redeemDiscount,
  '/api/common/exchange-rates/transfer/usd': usdRate,
};

/** Who looks: a guest, a signed-in visitor who is no member, or a confirmed member of one of the four levels. */
export const VIEWERS = ['guest', 'signed-in', 'member-silver', 'member-gold', 'member-platinum', 'member-diamond'] as const;
export type ViewerName = (typeof VIEWERS)[number];
/** The test's own users: room nights put each member at a level (loyalty seed: 0, 10, 30, 60 nights). */
const MEMBERS: Record<Exclude<ViewerName, 'guest' | 'signed-in'>, { userId: number; roomNight: number }> = {
  'member-silver': { userId: 601, roomNight: 0 },
  'member-gold': { userId: 602, roomNight: 12 },
  'member-platinum': { userId: 603, roomNight: 35 },
  'member-diamond': { userId: 604, roomNight: 70 },
};
const NON_MEMBER_USER_ID = 600;

export type WorldHotel = {
  id: number;
  name: string;
  slug: string;
  countryCode: string;
  provinceId: number;
  checkInTime: string;
  roomTypes: { id: number; allotment: number }[];
};

/** The users and their members, written once for the file's database. Returns each member's loyalty member id. */
export async function addViewers(db: Db): Promise<Record<ViewerName, { userId: number | null; memberRowId: number | null }>> {
  const ids = [NON_MEMBER_USER_ID, ...Object.values(MEMBERS).map((m) => m.userId)];
  await db
    .insert(users)
    .values(ids.map((id) => ({ id, email: `price-truth-${id}@example.com`, firstName: 'An', lastName: 'Nguyễn' })))
    .onConflictDoNothing();
  const rows = await db
    .insert(loyaltyMembers)
    .values(
      Object.values(MEMBERS).map((m) => ({
        userId: m.userId,
        memberId: `PT${String(m.userId).padStart(8, '0')}`,
        status: 'ACTIVE',
        roomNight: m.roomNight,
      })),
    )
    .returning({ id: loyaltyMembers.id, userId: loyaltyMembers.userId });
  const rowOf = (userId: number) => rows.find((r) => r.userId === userId)!.id;
  return {
    guest: { userId: null, memberRowId: null },
    'signed-in': { userId: NON_MEMBER_USER_ID, memberRowId: null },
    ...(Object.fromEntries(
      Object.entries(MEMBERS).map(([name, m]) => [name, { userId: m.userId, memberRowId: rowOf(m.userId) }]),
    ) as Record<keyof typeof MEMBERS, { userId: number; memberRowId: number }>),
  };
}

/** The seeded hotels of Vietnam with their room types (the listing's domestic rules apply to them). */
export async function worldHotels(db: Db): Promise<WorldHotel[]> {
  const rows = await db
    .select({
      id: hotels.id,
      name: hotels.name,
      slug: hotels.slug,
      countryCode: hotels.countryCode,
      provinceId: hotels.provinceId,
      checkInTime: hotels.checkInTime,
    })
    .from(hotels)
    .where(eq(hotels.countryCode, 'VN'))
    .orderBy(asc(hotels.id));
  const types = await db
    .select({ id: roomTypes.id, hotelId: roomTypes.hotelId, allotment: roomTypes.defaultAllotment })
    .from(roomTypes)
    .orderBy(asc(roomTypes.id));
  return rows.map((h) => ({ ...h, roomTypes: types.filter((t) => t.hotelId === h.id).map(({ id, allotment }) => ({ id, allotment })) }));
}

/** How many rooms of a type are free on every night of the stay, relative to the party's rooms. */
export type Stock = 'plenty' | 'short' | 'none';

/**
 * Sets each room type's free rooms on the stay's nights (overwriting what earlier runs held or sold there): plenty =
 * its whole allotment, short = one fewer than the party asks (none for one room), none = sold out.
 */
export async function setStock(
  db: Db,
  hotel: WorldHotel,
  checkIn: string,
  nights: number,
  rooms: number,
  stock: readonly Stock[],
): Promise<void> {
  const dates = Array.from({ length: nights }, (_, i) => addDays(checkIn, i));
  for (const [i, type] of hotel.roomTypes.entries()) {
    const kind = stock[i % stock.length]!;
    const free = kind === 'plenty' ? type.allotment : kind === 'short' ? Math.min(type.allotment, rooms - 1) : 0;
    await setFree(db, type.id, dates, free, type.allotment);
  }
}

/** A coupon of the member's: a code the checkout takes (percent or amount, before or after VAT). */
export type CouponPlan =
  | { kind: 'none' }
  | { kind: 'percent'; value: number; cap: number | null; afterVat: boolean }
  | { kind: 'amount'; value: number; afterVat: boolean }
  | { kind: 'points'; offerId: 1 | 2 | 3 };

let couponSerial = 0;

/** Writes a fresh coupon for the member (usage limits never run out across runs). */
export async function addCoupon(
  db: Db,
  memberRowId: number,
  plan: Exclude<CouponPlan, { kind: 'none' } | { kind: 'points' }>,
  today: string,
): Promise<string> {
  couponSerial += 1;
  const code = `PT${plan.kind === 'percent' ? 'P' : 'A'}${Date.now().toString(36).toUpperCase()}${couponSerial}`;
  await db.insert(couponCodes).values({
    memberId: memberRowId,
    code,
    discountType: plan.kind,
    discountValue: plan.value,
    maxDiscountVnd: plan.kind === 'percent' ? plan.cap : null,
    afterVat: plan.afterVat,
    validFrom: addDays(today, -1),
    validTo: addDays(today, 30),
    usageLimit: 1,
    couponStatus: 'available',
  });
  return code;
}

/** Credits the member enough points for any redeem offer (a POSTED credit, as an earned stay would). */
export async function addPoints(db: Db, memberRowId: number, points: number): Promise<void> {
  await db.insert(loyaltyPointTransactions).values({
    memberId: memberRowId,
    status: 'POSTED',
    type: 'CREDIT',
    availableValue: points,
    remainingPoint: points,
    postedAt: new Date(),
    expiredAt: new Date(Date.now() + 300 * 86_400_000),
    orderNumber: `PT${Date.now()}`,
  });
  await db
    .update(loyaltyMembers)
    .set({ availablePoint: sql`${loyaltyMembers.availablePoint} + ${points}` })
    .where(eq(loyaltyMembers.id, memberRowId));
}
