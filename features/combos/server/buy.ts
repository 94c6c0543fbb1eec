import 'server-only';
import type { OrderReads } from '@/features/orders/server';
import type { NextRequest } from 'next/server';
import type { Owner } from '@/features/auth/server';
import type { ComboPurchaseBody } from '@/features/deals/schemas';
import { passportCountries, quoteLegs, storedPassengers, travellerErrors } from '@/features/flights/server';
import { createComboOrder } from './order-source';
import type { CreatedOrder } from '@/features/orders/schemas';
import type { KeepAnswer } from '@/features/platform/server';
import { apiError } from '@/lib/api/errors';
import { todayIso } from '@/lib/dates/product-date';
import { formatVnd } from '@/lib/money/format-money';
import { getDb } from '@/lib/db/client';
import { comboDealOf, comboOnSale, type ComboDealFacts } from './combo-deal';
import { forgetCachedDraft } from './draft-store';
import { ownedLiveDraft } from './drafts';
import { quoteCombo, type QuotedCombo } from './quote';
import { fieldMessageError, messageError } from '@/lib/api/error-messages';

/**
 * The owner's live, complete, not yet ordered draft priced again now from the database (never the client's price);
 * 409 COMBO_PRICE_CHANGED, naming the new total, when that is not the total the draft was saved at (the traveller
 * accepts it by saving the draft again).
 */
async function requoted(
  owner: Owner,
  draftId: string,
  now: Date,
  { priceCheck }: { priceCheck: boolean },
): Promise<QuotedCombo & { facts: ComboDealFacts }> {
  if (owner.kind === 'none') throw apiError('UNAUTHORIZED');
  const draft = await ownedLiveDraft(owner, draftId, now);
  if (!draft.data.outbound || !draft.data.inbound) throw apiError('COMBO_INCOMPLETE');
  const db = await getDb();
  const facts = await comboDealOf(db, draft.data.dealId);
  if (!comboOnSale(facts.deal, now)) throw apiError('DEAL_NOT_ON_SALE');
  const quoted = await quoteCombo(db, facts, draft.data, now);
  if (priceCheck && draft.quotedTotal !== null && quoted.quote.total !== draft.quotedTotal) {
    throw messageError('comboPriceChangedFromTo', { from: formatVnd(draft.quotedTotal), to: formatVnd(quoted.quote.total) });
  }
  return { ...quoted, facts };
}

/**
 * POST /v3-booking/fe/deal with kind "combo": the owner's draft becomes ONE pending order of product type
 * "combo" holding the flight seats and the hotel rooms together (both or neither), paid once.
 */
export async function buyCombo(
  owner: Owner,
  body: ComboPurchaseBody,
  keep: KeepAnswer,
  context: { clientIp: string; httpRequest: NextRequest; reads: OrderReads },
  now: Date = new Date(),
): Promise<CreatedOrder> {
  const { draft, quote, legs, facts: deal } = await requoted(owner, body.combo_draft_id, now, { priceCheck: true });
  if (draft.dealId !== body.deal_id) throw fieldMessageError('comboNotOfDeal', 'deal_id');
  const countries = new Set((await passportCountries()).map((c) => c.code));
  const counts = { adultCount: quote.adultNumber, childCount: 0, infantCount: 0 };
  const errors = travellerErrors(body.passengers, counts, legs, { today: todayIso(now), countries });
  // the package price has the fares' included baggage only: extra baggage is not sold with a combo (decision)
  body.passengers.forEach((p, i) => {
    if (p.baggage.length > 0) errors.push({ path: `passengers.${i}.baggage`, message: 'Combo không kèm mua thêm hành lý' });
  });
  if (errors.length > 0) throw apiError('INVALID_PASSENGERS', errors[0]!.message, errors);
  const option = deal.prices.find((p) => p.id === draft.priceDealId)!;
  const made = await createComboOrder(
    owner,
    {
      draftId: body.combo_draft_id,
      dealId: draft.dealId,
      option: { id: option.id, nameVi: option.nameVi, nameEn: option.nameEn },
      hotelId: quote.hotel.id,
      hotelName: { vi: deal.hotel.nameVi, en: deal.hotel.name },
      room: { id: deal.roomType.id, name: deal.roomType.name, nameEn: deal.roomType.nameEn },
      checkIn: quote.checkIn,
      nights: quote.nights,
      adults: quote.adultNumber,
      legs,
      passengers: storedPassengers(body.passengers, legs),
      flightQuote: quoteLegs(legs, counts, todayIso(now)),
      stayPrice: quote.stayPrice,
      total: quote.total,
      title: { vi: deal.deal.nameVi, en: deal.deal.nameEn },
    },
    body,
    keep,
    context,
    now,
  );
  await forgetCachedDraft(body.combo_draft_id);
  return made;
}

/**
 * What the payment-method list reads of the owner's complete combo draft: its package price now and first departure
 * day (a changed price is the purchase's 409, not the list's: the list prices the fees on today's total).
 */
export async function comboPaymentFacts(
  owner: Owner,
  draftId: string,
  now: Date = new Date(),
): Promise<{ totalPrice: number; startDate: string }> {
  // a read: without an owner no draft is theirs, as for someone else's (the hotel and flight requests answer so too)
  if (owner.kind === 'none') throw messageError('comboNotFound');
  const { quote } = await requoted(owner, draftId, now, { priceCheck: false });
  return { totalPrice: quote.total, startDate: quote.checkIn };
}
