import 'server-only';
import { fareAmounts, partyTotal } from '../../rules/fares';
import type { FareAmounts, FlightQuote, PassengerCounts } from '../../schemas';
import type { LegFacts } from './flight-legs';

const AMOUNT_KEYS = [
  'fareAdt',
  'fareChd',
  'fareInf',
  'taxAdt',
  'taxChd',
  'taxInf',
  'feeAdt',
  'feeChd',
  'feeInf',
  'serviceFeeAdt',
  'serviceFeeChd',
  'serviceFeeInf',
] as const;

const sumAmounts = (all: readonly FareAmounts[]): FareAmounts =>
  Object.fromEntries(AMOUNT_KEYS.map((key) => [key, all.reduce((sum, a) => sum + a[key], 0)])) as FareAmounts;

/** The server's price of the legs for the party (features/flights/rules/fares.ts), per leg and summed; baggage on top. */
export function quoteLegs(legs: readonly LegFacts[], counts: PassengerCounts, today: string, baggagePrice = 0): FlightQuote {
  const perLeg = legs.map((f) => {
    const amounts = fareAmounts({ ...f.fareClass, fareFactor: f.schedule.fareFactor, international: f.international }, f.departDate, today);
    return { ...amounts, leg: f.leg, ticketPrice: partyTotal(amounts, counts) };
  });
  const ticketPrice = perLeg.reduce((sum, l) => sum + l.ticketPrice, 0);
  return {
    ...sumAmounts(perLeg),
    adt: counts.adultCount,
    chd: counts.childCount,
    inf: counts.infantCount,
    ticketPrice,
    baggagePrice,
    totalPrice: ticketPrice + baggagePrice,
    perLeg,
  };
}

/** The same quote with the passengers' baggage in it (the tickets never change once priced). */
export const withBaggage = (quote: FlightQuote, baggagePrice: number): FlightQuote => ({
  ...quote,
  baggagePrice,
  totalPrice: quote.ticketPrice + baggagePrice,
});
