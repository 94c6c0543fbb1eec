import 'server-only';
import type { NextRequest } from 'next/server';
import type { Owner } from '@/features/auth/server';
import { requireUser } from '@/features/auth/server';
import { apiError } from '@/lib/api/errors';
import { MISSING_TOKEN_MESSAGE, payLaterAccountOf } from '../pay-later-partner/member-account';
import { factsOf, type PayableFacts } from './held-request';
import type { MethodRow } from './method-rows';
import { isPayLater, payLaterRefusal, unlistedReason } from './rules';
import { messageError } from '@/lib/api/error-messages';

/**
 * Before the order transaction (a partner call never runs inside one): the available pay-later limit of the
 * member making the order, or BK1057 saying why pay-later is not for them (as on choosing it).
 */
export async function payLaterLimitAtOrder(httpRequest: NextRequest, owner: Owner): Promise<number> {
  if (owner.kind !== 'user') throw messageError('payLaterMembersOnly');
  const account = await payLaterAccountOf(await requireUser(httpRequest));
  if (!account.registered) throw apiError('BK1057', MISSING_TOKEN_MESSAGE);
  if (!account.PLallowed) throw messageError('payLaterNotApproved');
  return account.availLimitAmount;
}

/**
 * In the order transaction, on the locked request: the chosen method must still be listed for it now (a coupon
 * applied since, midnight passed, the gateway switched off) and pay-later still within its limits; else 409
 * BK1057 with the reason. The saved choice is never trusted on its own.
 */
export function recheckMethodAtOrder(
  method: MethodRow,
  request: PayableFacts & { finalPrice: number },
  payLaterLimit: number | null,
  now: Date,
): void {
  const reason = unlistedReason(method, factsOf(request, now));
  if (reason) throw apiError('BK1057', reason);
  if (!isPayLater(method.paymentMethod)) return;
  if (payLaterLimit === null) throw apiError('BK1057', MISSING_TOKEN_MESSAGE);
  const refusal = payLaterRefusal(request.finalPrice, method.minAmount, payLaterLimit);
  if (refusal) throw apiError('BK1057', refusal);
}
