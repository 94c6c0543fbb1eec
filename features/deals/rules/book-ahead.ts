import { addDays } from '@/lib/dates/product-date';

/**
 * The combos' "book at least 3 days ahead" term (decision): a package departs at the earliest this many days after
 * today in Vietnam, so the hotel and the airline get the names in time. One rule for every combo: the deal page
 * states it, the calendar greys the days before it, and the server refuses them (400 COMBO_TOO_EARLY).
 */
export const COMBO_BOOK_AHEAD_DAYS = 3;

/** A deal's book-ahead days: the combos' rule; a voucher has no departure (its stay is booked later with its code). */
export const bookAheadDays = (dealType: 'voucher' | 'combo'): number => (dealType === 'combo' ? COMBO_BOOK_AHEAD_DAYS : 0);

/** The first departure a combo sells today (ISO): its window's first day, or today + the book-ahead days if later. */
export function firstDepartureDate(deal: { dealType: 'voucher' | 'combo'; validFrom: string }, today: string): string {
  const earliest = addDays(today, bookAheadDays(deal.dealType));
  return deal.validFrom > earliest ? deal.validFrom : earliest;
}
