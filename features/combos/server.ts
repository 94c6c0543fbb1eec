import 'server-only';
import type { NextRequest } from 'next/server';
import type { Owner } from '@/features/booking/server';
import type { ComboPurchaseBody } from '@/features/deals/schemas';
import type { CreatedOrder } from '@/features/orders/schemas';
import type { KeepAnswer } from '@/features/platform/server';
import { apiError } from '@/lib/api/errors';

// CONTRACT STUB (issue 15): the combos helper replaces these bodies; the signatures are what deals calls.

/**
 * POST /v3-booking/fe/deal with kind "combo": the owner's draft becomes ONE pending order of product type
 * "combo" holding the flight seats and the hotel rooms together (both or neither), paid once.
 */
export async function buyCombo(
  owner: Owner,
  body: ComboPurchaseBody,
  keep: KeepAnswer,
  context: { clientIp: string; httpRequest: NextRequest },
  now: Date = new Date(),
): Promise<CreatedOrder> {
  void owner;
  void body;
  void keep;
  void context;
  void now;
  throw apiError('COMBO_INCOMPLETE');
}

/** What the payment-method list reads of the owner's complete combo draft: its package price and first departure day. */
export async function comboPaymentFacts(owner: Owner, draftId: string, now: Date = new Date()): Promise<{ totalPrice: number; startDate: string }> {
  void owner;
  void draftId;
  void now;
  throw apiError('COMBO_INCOMPLETE');
}
