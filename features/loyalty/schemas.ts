import { z } from 'zod';

const isoDateTime = z.string();
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

const memberStatusSchema = z.enum(['ACTIVE', 'SUSPENSION_REQUESTED', 'INACTIVE']);
const activityStatusSchema = z.enum(['PENDING', 'POSTED', 'EXPIRED', 'CANCELLED']);
const activityTypeSchema = z.enum(['CREDIT', 'DEBIT']);
const discountTypeSchema = z.enum(['percent', 'amount']);

// ---- inputs ----
export const idParamsSchema = z.strictObject({ id: positiveId });
export const transactionsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(5),
});
export const emptyBodySchema = z.strictObject({});
export const earnPointBodySchema = z.strictObject({
  user_id: z.number().int().positive().max(2_147_483_647),
  order_number: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  amount_vnd: z.number().int().min(0).max(10_000_000_000),
  room_nights: z.number().int().min(0).max(365),
});
export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\x21-\x7e]+$/);

// ---- answers ----
export const loyaltyMemberSchema = z.object({
  member_id: z.string(),
  status: memberStatusSchema,
  is_third_party: z.boolean(),
  level_name: z.string(),
});

const nextExpiringPointsSchema = z.object({ points: z.number().int(), expired_at: isoDateTime }).nullable();

export const memberInfoSchema = z.object({
  member_id: z.string(),
  status: memberStatusSchema,
  level_code: z.string(),
  level_name: z.string(),
  level_name_en: z.string(),
  loyalty_discount_percent: z.number(),
  available_point: z.number().int(),
  room_night: z.number().int(),
  next_level: z.object({ name: z.string(), name_en: z.string(), room_nights_needed: z.number().int() }).nullable(),
  next_expiring_points: nextExpiringPointsSchema,
});

const couponSchema = z.object({
  code: z.string(),
  coupon_status: z.literal('available'),
  discount_type: discountTypeSchema,
  discount_value: z.number().int(),
  max_discount_vnd: z.number().int().nullable(),
  valid_from: z.string(),
  valid_to: z.string(),
  uses_left: z.number().int(),
});

export const loyaltySummarySchema = z.object({ room_nights: z.number().int(), coupon_codes: z.array(couponSchema) });

export const activityItemSchema = z.object({
  id: z.number().int(),
  created_at: isoDateTime,
  status: activityStatusSchema,
  type: activityTypeSchema,
  available_value: z.number().int(),
  redeemed_value: z.number().int(),
  expired_at: isoDateTime.nullable(),
  order_number: z.string().nullable(),
  posted_at: isoDateTime.nullable(),
});

export const activityPageSchema = z.object({
  items: z.array(activityItemSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});

export const benefitSchema = z.object({
  id: z.number().int(),
  benefit_name: z.string(),
  benefit_name_en: z.string(),
  description: z.string(),
});

export const benefitTransactionSchema = z.object({
  id: z.number().int(),
  created_at: isoDateTime,
  status: z.string(),
  order_number: z.string().nullable(),
  value: z.number().int(),
  benefit: benefitSchema,
});

export const redeemOfferSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  points_cost: z.number().int(),
  discount_type: discountTypeSchema,
  discount_value: z.number().int(),
  max_discount_vnd: z.number().int().nullable(),
  valid_days: z.number().int(),
});

export const redeemResultSchema = z.object({ coupon: couponSchema, available_point: z.number().int() });

export const earnResultSchema = z.object({
  transaction_id: z.number().int(),
  points: z.number().int(),
  available_point: z.number().int(),
  room_night: z.number().int(),
  /** false when the order had already been credited (the first credit is answered) */
  created: z.boolean(),
});

export const memberPricingSchema = z.object({
  confirmed: z.boolean(),
  loyaltyDiscountPercent: z.number(),
  levelName: z.string().nullable(),
});

export type LoyaltyMember = z.infer<typeof loyaltyMemberSchema>;
export type MemberInfo = z.infer<typeof memberInfoSchema>;
export type Coupon = z.infer<typeof couponSchema>;
export type LoyaltySummary = z.infer<typeof loyaltySummarySchema>;
export type ActivityItem = z.infer<typeof activityItemSchema>;
export type ActivityPage = z.infer<typeof activityPageSchema>;
export type Benefit = z.infer<typeof benefitSchema>;
export type BenefitTransaction = z.infer<typeof benefitTransactionSchema>;
export type RedeemOffer = z.infer<typeof redeemOfferSchema>;
export type RedeemResult = z.infer<typeof redeemResultSchema>;
export type EarnResult = z.infer<typeof earnResultSchema>;
export type MemberPricing = z.infer<typeof memberPricingSchema>;
