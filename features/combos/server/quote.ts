import 'server-only';
import { closedReason, legFactsOf, quoteLegs, summaryLegOf, type LegFacts } from '@/features/flights/server';
import { apiError } from '@/lib/api/errors';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { discountPercent as percentOff } from '@/features/deals/rules';
import { preferredOutbound } from '../rules/flight-words';
import { cheapestStayPrice, comboDayPrice } from '../rules/price';
import type { ComboDraftBody, ComboLeg, ComboQuote, FlightChoice } from '../schemas';
import { adultsFrom, type ComboDealFacts, type Tx } from './combo-deal';
import { checkDepartDate, comboOffers } from './deal-flights';
import type { Db } from '@/lib/db/client';
import { fieldMessageError, messageError } from '@/lib/api/error-messages';

/** A draft with both flights chosen (the cheapest of the day when the body left one out). */
type CompleteDraft = ComboDraftBody & { outbound: FlightChoice; inbound: FlightChoice };
export type QuotedCombo = { draft: CompleteDraft; quote: ComboQuote; legs: [LegFacts, LegFacts] };

const compactDate = (date: string) => date.replaceAll('-', '');

/** The chosen flight's leg facts: the offer id names its schedule and date, the fare class must be that schedule's and fly that way. */
async function legOf(db: Db | Tx, choice: FlightChoice, leg: 0 | 1, date: string, from: string, to: string, now: Date): Promise<LegFacts> {
  const [scheduleId, day] = choice.flightId.split('-') as [string, string];
  const fact = (await legFactsOf(db, [{ leg, fareClassId: choice.fareClassId, departDate: date }])).get(leg);
  const path = leg === 0 ? 'outbound' : 'inbound';
  if (
    !fact ||
    day !== compactDate(date) ||
    fact.schedule.id !== Number(scheduleId) ||
    fact.schedule.origin !== from ||
    fact.schedule.destination !== to
  ) {
    throw fieldMessageError('flightNotOfCombo', path);
  }
  const closed = closedReason(fact, now);
  if (closed) throw apiError('FLIGHT_CLOSED', closed);
  return fact;
}

function comboLegOf(fact: LegFacts, flightId: string, price: number): ComboLeg {
  const summary = summaryLegOf(fact);
  const segment = summary.listFlight[0]!;
  return {
    leg: fact.leg,
    flightId,
    fareClassId: fact.fareClass.id,
    departDate: fact.departDate,
    airline: summary.airline,
    airlineName: summary.airlineName,
    logo: summary.logo,
    flightNumber: segment.flightNumber,
    fareCode: summary.fareCode,
    bookingClass: summary.bookingClass,
    cabin: summary.cabin,
    startPoint: segment.startPoint,
    endPoint: segment.endPoint,
    startCity: fact.origin.cityNameVi,
    endCity: fact.destination.cityNameVi,
    startCityEn: fact.origin.cityNameEn,
    endCityEn: fact.destination.cityNameEn,
    startDate: segment.startDate,
    endDate: segment.endDate,
    includedBaggageKg: summary.includedBaggageKg,
    cabinBaggageKg: summary.cabinBaggageKg,
    refundable: summary.refundable,
    price,
  };
}

/**
 * The server's price of a combo draft (the rules' formula): its price option, both legs (the cheapest of the day
 * for a leg left out) for the package's adults, and the stay priced from the room type's rate plans.
 */
export async function quoteCombo(db: Db | Tx, facts: ComboDealFacts, body: ComboDraftBody, now: Date): Promise<QuotedCombo> {
  const adults = adultsFrom(facts, body.origin);
  if (adults === null) throw messageError('comboNotFromAirport');
  checkDepartDate(facts, body.departDate, now);
  const option = facts.prices.find((p) => p.id === body.priceDealId);
  if (!option) throw messageError('comboPriceOptionNotFound');
  const { deal } = facts;
  const destination = deal.destinationAirport!;
  const returnDate = addDays(body.departDate, deal.roomNights);
  let { outbound, inbound } = body;
  if (!outbound || !inbound) {
    const offers = await comboOffers(facts, body.origin, body.departDate, now);
    const pick = (offer: (typeof offers.outbound)[number] | undefined) =>
      offer ? { flightId: offer.id, fareClassId: offer.fares[0]!.fareClassId } : null;
    // as the builder: the outbound landing on the check-in day when one does
    outbound ??= pick(preferredOutbound(offers.outbound)?.offer) ?? undefined;
    inbound ??= pick(offers.inbound[0]) ?? undefined;
    if (!outbound || !inbound) throw messageError('comboNoFlightsThatDay');
  }
  const legs: [LegFacts, LegFacts] = [
    await legOf(db, outbound, 0, body.departDate, body.origin, destination, now),
    await legOf(db, inbound, 1, returnDate, destination, body.origin, now),
  ];
  const counts = { adultCount: adults, childCount: 0, infantCount: 0 };
  const today = todayIso(now);
  const [outPrice, inPrice] = legs.map((leg) => quoteLegs([leg], counts, today).ticketPrice) as [number, number];
  const stayPrice = cheapestStayPrice(facts.plans, body.departDate, deal.roomNights);
  if (stayPrice === null) throw apiError('SOLD_OUT');
  const discountPercent = percentOff(option.listPrice, option.sellPrice);
  const price = comboDayPrice({ stay: stayPrice, outbound: outPrice, inbound: inPrice, discountPercent, adultNumber: adults });
  const draft: CompleteDraft = { ...body, outbound, inbound };
  return {
    draft,
    legs,
    quote: {
      dealId: deal.id,
      dealName: deal.nameVi,
      priceDealId: option.id,
      priceDealName: option.nameVi,
      hotel: { id: facts.hotel.id, name: facts.hotel.name, nameVi: facts.hotel.nameVi, address: facts.hotel.address },
      roomType: { id: facts.roomType.id, name: facts.roomType.name, nameEn: facts.roomType.nameEn },
      checkIn: body.departDate,
      checkOut: returnDate,
      nights: deal.roomNights,
      adultNumber: adults,
      outbound: comboLegOf(legs[0], outbound.flightId, outPrice),
      inbound: comboLegOf(legs[1], inbound.flightId, inPrice),
      stayPrice,
      gross: price.gross,
      discountPercent,
      discount: price.discount,
      total: price.total,
      perAdult: price.perAdult,
    },
  };
}
