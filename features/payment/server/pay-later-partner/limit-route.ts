import 'server-only';
import type { PayLaterAccount } from '../../schemas';
import { payLaterAccountOf } from './member-account';

/** GET pay-later/limit's answer: the account as the partner states it (spec 3 "Pay-later account"). */
export async function payLaterLimit(member: Parameters<typeof payLaterAccountOf>[0]): Promise<PayLaterAccount> {
  const { PLallowed, limitAmount, availLimitAmount } = await payLaterAccountOf(member);
  return { PLallowed, limitAmount, availLimitAmount };
}
