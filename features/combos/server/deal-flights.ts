import 'server-only';
import { searchFlights } from '@/features/flights/server';
import { DEFAULT_FLIGHT_SORT } from '@/features/flights/schemas';
import { addDays, todayIso, toProductDate, toSummaryDate } from '@/lib/dates/product-date';
import { getReadDb } from '@/lib/db/client';
import { COMBO_BOOK_AHEAD_DAYS, discountPercent, firstDepartureDate } from '@/features/deals/rules';
import { cheapestStayPrice } from '../rules/price';
import type { DealFlights } from '../schemas';
import { adultsFrom, cheapestOption, comboDealOf, type ComboDealFacts } from './combo-deal';
import { freeRoomsBetween, roomFreeForStay } from './stay';
import { fieldMessageError, messageError } from '@/lib/api/error-messages';

/**
 * A departure day must be inside the deal's window (400 VALIDATION_ERROR) and no earlier than the combos' book-ahead
 * rule allows today (400 COMBO_TOO_EARLY naming the first day on sale): the calendar greys the same days.
 */
export function checkDepartDate(facts: ComboDealFacts, departDate: string, now: Date): void {
  const { validFrom, validTo } = facts.deal;
  if (departDate < validFrom || departDate > validTo) {
    throw fieldMessageError('comboDepartOutOfRange', 'departDate', { from: toSummaryDate(validFrom), to: toSummaryDate(validTo) });
  }
  const first = firstDepartureDate({ dealType: 'combo', validFrom }, todayIso(now));
  if (departDate < first) {
    throw fieldMessageError('comboBookAhead', 'departDate', { days: COMBO_BOOK_AHEAD_DAYS, first: toSummaryDate(first) });
  }
}

/** The flight search's two lists of a combo day, priced for the package's adults (return on departure + nights). */
export async function comboOffers(facts: ComboDealFacts, origin: string, departDate: string, now: Date) {
  const adults = adultsFrom(facts, origin);
  if (adults === null) throw messageError('comboNotFromAirport');
  checkDepartDate(facts, departDate, now);
  const returnDate = addDays(departDate, facts.deal.roomNights);
  const query = {
    ap: `${origin}.${facts.deal.destinationAirport}`,
    dt: `${toProductDate(departDate)}.${toProductDate(returnDate)}`,
    ps: `${adults}.0.0`,
    leg: '1' as const,
    sort: DEFAULT_FLIGHT_SORT,
  };
  const [outbound, inbound] = [
    await searchFlights({ ...query, direction: '0' }, now),
    await searchFlights({ ...query, direction: '1' }, now),
  ];
  return { adults, returnDate, outbound: outbound.flights, inbound: inbound.flights };
}

/** GET /api/flight-service/v1/deals/{dealId}/deal-flights/?origin=&departDate= */
export async function comboDealFlights(dealId: number, origin: string, departDate: string, now = new Date()): Promise<DealFlights> {
  const db = await getReadDb();
  const facts = await comboDealOf(db, dealId);
  const { adults, returnDate, outbound, inbound } = await comboOffers(facts, origin, departDate, now);
  const nights = facts.deal.roomNights;
  const freeOn = await freeRoomsBetween(db, facts.roomType.id, departDate, addDays(departDate, nights));
  const stayPrice = roomFreeForStay(freeOn, departDate, nights) ? cheapestStayPrice(facts.plans, departDate, nights) : null;
  const option = cheapestOption(facts);
  return {
    dealId,
    origin,
    destination: facts.deal.destinationAirport!,
    departDate,
    returnDate,
    adultNumber: adults,
    outbound,
    inbound,
    stayPrice,
    discountPercent: option ? discountPercent(option.listPrice, option.sellPrice) : 0,
  };
}
