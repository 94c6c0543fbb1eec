import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import type { Owner } from '@/features/auth/server';
import { requireUser } from '@/features/auth/server';
import type { KeepAnswer } from '@/features/platform/server';
import { apiError } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { bookingPaymentChoices, paymentMethods } from '../../db';
import type { BookingPayment, ChoosePaymentMethodBody, ClearedPayment } from '../../schemas';
import { MISSING_TOKEN_MESSAGE, payLaterAccountOf } from '../pay-later-partner/member-account';
import { findUsableVoucher } from '../vouchers';
import { factsOf, type HeldRequestReader, type PayableRequest } from './held-request';
import { amountOf, bookingPaymentOf } from './method-amount';
import type { MethodRow } from './method-rows';
import { isPayLater, isVoucher, payLaterRefusal, unlistedReason } from './rules';
import { messageError } from '@/lib/api/error-messages';

/** The active method row for a code, if it is offered for this request at all (else BK1057 saying why). */
export async function offeredMethod(code: string, request: PayableRequest, now: Date): Promise<MethodRow> {
  const db = await getDb();
  const [method] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.paymentMethod, code), eq(paymentMethods.active, true)))
    .limit(1);
  if (!method) throw messageError('methodUnavailable');
  const reason = unlistedReason(method, factsOf(request, now));
  if (reason) throw apiError('BK1057', reason);
  return method;
}

/** Pay-later (spec 5, 6): a member with a phone and a registered token, the order within [min, the partner's available limit]. */
async function checkPayLater(httpRequest: NextRequest, owner: Owner, method: MethodRow, request: PayableRequest): Promise<void> {
  if (owner.kind !== 'user') throw messageError('payLaterMembersOnly');
  const account = await payLaterAccountOf(await requireUser(httpRequest));
  if (!account.registered) throw apiError('BK1057', MISSING_TOKEN_MESSAGE);
  if (!account.PLallowed) throw messageError('payLaterNotApproved');
  const refusal = payLaterRefusal(amountOf(method, request).final_price, method.minAmount, account.availLimitAmount);
  if (refusal) throw apiError('BK1057', refusal);
}

/**
 * PATCH choose-payment-method (spec 7.5 "Set payment method"): the method must be offered for the caller's held
 * request; pay-later and voucher have their own checks. The choice is kept (one per request) with the answer.
 */
export async function chooseMethod(
  heldRequest: HeldRequestReader,
  httpRequest: NextRequest,
  owner: Owner,
  bookingRequestId: string,
  body: ChoosePaymentMethodBody,
  keep?: KeepAnswer,
  now: Date = new Date(),
): Promise<BookingPayment> {
  const request = await heldRequest(owner, bookingRequestId, now);
  if (!request.travellersSet) throw apiError('TRAVELLERS_REQUIRED');
  const method = await offeredMethod(body.payment_method, request, now);
  let voucher: { id: number; codeHint: string } | null = null;
  if (isVoucher(method.paymentMethod)) {
    if (!body.voucher_code) throw messageError('voucherCodeRequired');
    voucher = request.hotel ? await findUsableVoucher(body.voucher_code, request.hotel) : null;
    if (!voucher) throw apiError('VOUCHER_INVALID');
  } else if (isPayLater(method.paymentMethod)) {
    await checkPayLater(httpRequest, owner, method, request);
  }
  const answer = bookingPaymentOf(method, request, voucher?.codeHint ?? null);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const choice = { paymentMethod: method.paymentMethod, userType: body.user_type, voucherId: voucher?.id ?? null, chosenAt: now };
    await tx
      .insert(bookingPaymentChoices)
      .values({ bookingRequestId, ...choice })
      .onConflictDoUpdate({ target: bookingPaymentChoices.bookingRequestId, set: choice });
    await keep?.(tx, answer);
    return answer;
  });
}

/**
 * DELETE choose-payment-method: the caller's held request has no method again (the full list comes back). A
 * voucher is only named by the choice until an order takes it, so dropping the row lets the voucher go.
 */
export async function clearMethod(
  heldRequest: HeldRequestReader,
  owner: Owner,
  bookingRequestId: string,
  keep?: KeepAnswer,
  now: Date = new Date(),
): Promise<ClearedPayment> {
  await heldRequest(owner, bookingRequestId, now);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(bookingPaymentChoices)
      .where(eq(bookingPaymentChoices.bookingRequestId, bookingRequestId))
      .returning({ id: bookingPaymentChoices.bookingRequestId });
    const answer = { booking_request_id: bookingRequestId, cleared: gone.length > 0 };
    await keep?.(tx, answer);
    return answer;
  });
}
