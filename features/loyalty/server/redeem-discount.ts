import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { apiError } from '@/lib/api/errors';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { getDb } from '@/lib/db/client';
import { idempotent, type KeepAnswer } from '@/features/platform/server';
import { couponCodes, loyaltyMembers, loyaltyPointTransactions, loyaltyRedeemOffers } from '../db';
import { allocateFifo } from '../rules';
import type { RedeemResult } from '../schemas';
import { expireCredits } from './expire-points';
import { liveCredits, ownMember, toCoupon } from './shared';
import { messageError } from '@/lib/api/error-messages';

// no 0/O/1/I: codes are read aloud and typed
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCouponCode = () => `LY${Array.from(randomBytes(10), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;

type Options = { idempotencyKey?: string; now?: Date };

/**
 * Buys an offer with points, in one transaction under the member's row lock: expires overdue credits,
 * takes the cost from the earliest-expiring credits (FIFO), debits the balance only while it covers the
 * cost, writes the DEBIT row and the coupon. A retry with the same Idempotency-Key answers the first result
 * (the site's one idempotency store, platform's); the key for another offer is 422 IDEMPOTENCY_KEY_REUSED.
 */
export async function redeemDiscount(
  userId: number,
  offerId: number,
  { idempotencyKey, now = new Date() }: Options = {},
): Promise<RedeemResult> {
  const claim = idempotencyKey
    ? { scope: `loyalty-redeem:user:${userId}`, key: idempotencyKey, fingerprint: `redeem offer ${offerId}` }
    : null;
  return idempotent(claim, 200, (keep) => redeem(userId, offerId, now, keep), now);
}

async function redeem(userId: number, offerId: number, now: Date, keep: KeepAnswer): Promise<RedeemResult> {
  const db = await getDb();
  const [offer] = await db
    .select()
    .from(loyaltyRedeemOffers)
    .where(and(eq(loyaltyRedeemOffers.id, offerId), eq(loyaltyRedeemOffers.active, true)))
    .limit(1);
  if (!offer) throw messageError('redeemOfferNotFound');

  return db.transaction(async (tx) => {
    const member = await ownMember(tx, userId, { lock: true });
    if (!member || member.status !== 'ACTIVE') throw apiError('NOT_A_MEMBER');

    await expireCredits(tx, member.id, now);
    const credits = await liveCredits(tx, member.id).for('update');
    const plan = allocateFifo(credits, offer.pointsCost);
    if (!plan) throw apiError('INSUFFICIENT_POINTS');

    for (const { id, take } of plan) {
      await tx
        .update(loyaltyPointTransactions)
        .set({ remainingPoint: sql`${loyaltyPointTransactions.remainingPoint} - ${take}` })
        .where(eq(loyaltyPointTransactions.id, id));
    }
    const [debited] = await tx
      .update(loyaltyMembers)
      .set({ availablePoint: sql`${loyaltyMembers.availablePoint} - ${offer.pointsCost}` })
      .where(and(eq(loyaltyMembers.id, member.id), gte(loyaltyMembers.availablePoint, offer.pointsCost)))
      .returning({ availablePoint: loyaltyMembers.availablePoint });
    if (!debited) throw apiError('INSUFFICIENT_POINTS');

    const [debit] = await tx
      .insert(loyaltyPointTransactions)
      .values({
        memberId: member.id,
        createdAt: now,
        status: 'POSTED',
        type: 'DEBIT',
        redeemedValue: offer.pointsCost,
        postedAt: now,
        offerId: offer.id,
      })
      .returning({ id: loyaltyPointTransactions.id });
    const today = todayIso(now);
    const [coupon] = await tx
      .insert(couponCodes)
      .values({
        memberId: member.id,
        code: newCouponCode(),
        discountType: offer.discountType,
        discountValue: offer.discountValue,
        maxDiscountVnd: offer.maxDiscountVnd,
        afterVat: offer.afterVat,
        validFrom: today,
        validTo: addDays(today, offer.validDays),
        usageLimit: offer.usageLimit,
        sourceTransactionId: debit!.id,
      })
      .returning();
    const result = { coupon: toCoupon(coupon!), available_point: debited.availablePoint };
    await keep(tx, result);
    return result;
  });
}
