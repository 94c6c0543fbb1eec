import 'server-only';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { syncSerial } from '@/lib/db/bulk';
import type { SeedContext } from '@/lib/db/seed-context';
import {
  couponCodes,
  couponUses,
  loyaltyBenefitTransactions,
  loyaltyBenefits,
  loyaltyLevels,
  loyaltyMembers,
  loyaltyPointTransactions,
  loyaltyRedeemOffers,
} from './db';

/** Thresholds, discounts and earn rates (docs/api.md "Loyalty"). */
const LOYALTY_LEVELS = [
  { id: 1, code: 'SILVER', name: 'Bạc', nameEn: 'Silver', minRoomNights: 0, loyaltyDiscountPercent: 2, pointsPer100kVnd: 10, sortOrder: 1 },
  { id: 2, code: 'GOLD', name: 'Vàng', nameEn: 'Gold', minRoomNights: 10, loyaltyDiscountPercent: 5, pointsPer100kVnd: 12, sortOrder: 2 },
  {
    id: 3,
    code: 'PLATINUM',
    name: 'Bạch kim',
    nameEn: 'Platinum',
    minRoomNights: 30,
    loyaltyDiscountPercent: 8,
    pointsPer100kVnd: 15,
    sortOrder: 3,
  },
  {
    id: 4,
    code: 'DIAMOND',
    name: 'Kim cương',
    nameEn: 'Diamond',
    minRoomNights: 60,
    loyaltyDiscountPercent: 10,
    pointsPer100kVnd: 20,
    sortOrder: 4,
  },
];

const BENEFITS = [
  [1, 'Ưu đãi thành viên', 'Member discount', 'Giảm 2% giá phòng khi đăng nhập'],
  [2, 'Ưu đãi thành viên Vàng', 'Gold member discount', 'Giảm 5% giá phòng khi đăng nhập'],
  [2, 'Nhận phòng sớm', 'Early check-in', 'Nhận phòng sớm tới 2 giờ khi khách sạn còn phòng'],
  [3, 'Ưu đãi thành viên Bạch kim', 'Platinum member discount', 'Giảm 8% giá phòng khi đăng nhập'],
  [3, 'Nâng hạng phòng', 'Room upgrade', 'Nâng hạng phòng miễn phí khi khách sạn còn phòng'],
  [4, 'Ưu đãi thành viên Kim cương', 'Diamond member discount', 'Giảm 10% giá phòng khi đăng nhập'],
  [4, 'Hỗ trợ riêng 24/7', 'Dedicated 24/7 support', 'Đường dây hỗ trợ riêng cho thành viên Kim cương'],
] as const;

const OFFERS = [
  {
    id: 1,
    name: 'Giảm 50.000 ₫',
    nameEn: '50.000 ₫ off',
    pointsCost: 500,
    discountType: 'amount',
    discountValue: 50_000,
    maxDiscountVnd: null,
    afterVat: true,
    validDays: 90,
    usageLimit: 1,
    sortOrder: 1,
  },
  {
    id: 2,
    name: 'Giảm 10% tối đa 200.000 ₫',
    nameEn: '10% off, up to 200.000 ₫',
    pointsCost: 1_000,
    discountType: 'percent',
    discountValue: 10,
    maxDiscountVnd: 200_000,
    afterVat: false,
    validDays: 90,
    usageLimit: 1,
    sortOrder: 2,
  },
  {
    id: 3,
    name: 'Giảm 300.000 ₫',
    nameEn: '300.000 ₫ off',
    pointsCost: 2_500,
    discountType: 'amount',
    discountValue: 300_000,
    maxDiscountVnd: null,
    afterVat: true,
    validDays: 180,
    usageLimit: 1,
    sortOrder: 3,
  },
];

const DAY = 86_400_000;

/** Demo loyalty data for the seeded users 1..3, dated from the day of the seed so "expiring soon" stays true. */
export async function seedLoyalty(ctx: SeedContext): Promise<void> {
  const { db } = ctx.handle;
  const midnight = new Date(`${todayIso()}T00:00:00+07:00`).getTime();
  const at = (days: number) => new Date(midnight + days * DAY + 9 * 3600_000);
  const today = todayIso();

  await db.insert(loyaltyLevels).values(LOYALTY_LEVELS);
  await db.insert(loyaltyBenefits).values(
    BENEFITS.map(([levelId, benefitName, benefitNameEn, description], i) => ({
      id: i + 1,
      levelId,
      benefitName,
      benefitNameEn,
      description,
    })),
  );
  await db.insert(loyaltyRedeemOffers).values(OFFERS);
  await db.insert(loyaltyMembers).values([
    {
      id: 1,
      userId: 1,
      memberId: 'LY00000001',
      status: 'ACTIVE',
      isThirdParty: false,
      availablePoint: 2_500,
      roomNight: 15,
      createdAt: at(-400),
    },
    {
      id: 2,
      userId: 2,
      memberId: 'LY00000002',
      status: 'SUSPENSION_REQUESTED',
      isThirdParty: false,
      availablePoint: 150,
      roomNight: 2,
      createdAt: at(-200),
    },
    {
      id: 3,
      userId: 3,
      memberId: 'TP00000003',
      status: 'ACTIVE',
      isThirdParty: true,
      availablePoint: 0,
      roomNight: 4,
      createdAt: at(-100),
    },
  ]);
  // member 1: balance 2,500 = 200 + 1,500 + 800 remaining of the POSTED credits
  const credit = (
    id: number,
    memberId: number,
    status: string,
    value: number,
    remaining: number,
    postedDay: number | null,
    expiresDay: number | null,
    order: string,
  ) => ({
    id,
    memberId,
    status,
    type: 'CREDIT',
    availableValue: value,
    remainingPoint: remaining,
    orderNumber: order,
    createdAt: at(postedDay ?? (status === 'PENDING' ? -3 : -50)),
    postedAt: postedDay === null ? null : at(postedDay),
    expiredAt: expiresDay === null ? null : at(expiresDay),
  });
  await db
    .insert(loyaltyPointTransactions)
    .values([
      credit(1, 1, 'POSTED', 1_200, 200, -353, 12, 'DH2025120101'),
      credit(2, 1, 'EXPIRED', 250, 0, -400, -35, 'DH2025102001'),
      credit(3, 1, 'POSTED', 1_500, 1_500, -115, 250, 'DH2026080201'),
      { id: 4, memberId: 1, status: 'POSTED', type: 'DEBIT', redeemedValue: 1_000, createdAt: at(-60), postedAt: at(-60), offerId: 2 },
      credit(5, 1, 'CANCELLED', 600, 0, null, null, 'DH2026092001'),
      credit(6, 1, 'POSTED', 800, 800, -35, 330, 'DH2026101801'),
      credit(7, 1, 'PENDING', 400, 0, null, null, 'DH2026111901'),
      credit(8, 2, 'POSTED', 150, 150, -90, 275, 'DH2026082501'),
    ]);
  await db.insert(couponCodes).values([
    {
      id: 1,
      memberId: 1,
      code: 'LYVANG50K',
      discountType: 'amount',
      discountValue: 50_000,
      maxDiscountVnd: null,
      afterVat: true,
      validFrom: addDays(today, -30),
      validTo: addDays(today, 60),
      usageLimit: 1,
      usedCount: 0,
      couponStatus: 'available',
    },
    {
      id: 2,
      memberId: 1,
      code: 'LYVANG10PCT',
      discountType: 'percent',
      discountValue: 10,
      maxDiscountVnd: 200_000,
      afterVat: false,
      validFrom: addDays(today, -60),
      validTo: addDays(today, 30),
      usageLimit: 3,
      usedCount: 1,
      couponStatus: 'available',
      sourceTransactionId: 4,
    },
    {
      id: 3,
      memberId: 1,
      code: 'LYWELCOME',
      discountType: 'amount',
      discountValue: 100_000,
      maxDiscountVnd: null,
      afterVat: true,
      validFrom: addDays(today, -120),
      validTo: addDays(today, 60),
      usageLimit: 1,
      usedCount: 1,
      couponStatus: 'used',
    },
  ]);
  await db.insert(couponUses).values([
    { id: 1, couponId: 2, orderNumber: 'DH2026101801', createdAt: at(-35) },
    { id: 2, couponId: 3, orderNumber: 'DH2026080201', createdAt: at(-115) },
  ]);
  await db.insert(loyaltyBenefitTransactions).values([
    { id: 1, memberId: 1, benefitId: 3, status: 'POSTED', orderNumber: 'DH2026101801', value: 0, createdAt: at(-35) },
    { id: 2, memberId: 2, benefitId: 1, status: 'POSTED', orderNumber: 'DH2026082501', value: 24_000, createdAt: at(-90) },
  ]);
  for (const table of [
    'loyalty_levels',
    'loyalty_benefits',
    'loyalty_redeem_offers',
    'loyalty_members',
    'loyalty_point_transactions',
    'coupon_codes',
    'coupon_uses',
    'loyalty_benefit_transactions',
  ]) {
    await syncSerial(db, table);
  }
  ctx.log('loyalty: 4 levels, 3 members (users 1..3), 8 activity rows, 3 coupons');
}
