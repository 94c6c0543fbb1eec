import { z } from 'zod';

/**
 * The flight ticket an order keeps (orders.flight): its legs with their segments and frozen fare rules, its passengers and
 * its price. Flights sells it, orders and combos keep and read it; it sits below them all so that orders know it without
 * knowing the flight product (docs/decisions/105-fares-below-orders.md).
 */

export const FARE_CODES = ['ECO_SAVER', 'ECO_STANDARD', 'ECO_FLEX', 'BUSINESS'] as const;
export type FareCode = (typeof FARE_CODES)[number];
export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

/** Spec 3 flight summary segment. */
export const flightSegmentSchema = z.object({
  startPoint: z.string(),
  endPoint: z.string(),
  /** local time at startPoint, YYYY-MM-DDTHH:mm */
  startDate: z.string(),
  /** local time at endPoint */
  endDate: z.string(),
  /** minutes */
  duration: z.number().int(),
  flightNumber: z.string(),
});
export type FlightSegment = z.infer<typeof flightSegmentSchema>;

/** Per-passenger-type amounts of one fare (spec 3 offer fields; Chd / Inf variants and the per-type totals added). */
export const fareAmountsSchema = z.object({
  fareAdt: z.number().int(),
  fareChd: z.number().int(),
  fareInf: z.number().int(),
  taxAdt: z.number().int(),
  taxChd: z.number().int(),
  taxInf: z.number().int(),
  feeAdt: z.number().int(),
  feeChd: z.number().int(),
  feeInf: z.number().int(),
  serviceFeeAdt: z.number().int(),
  serviceFeeChd: z.number().int(),
  serviceFeeInf: z.number().int(),
});
export type FareAmounts = z.infer<typeof fareAmountsSchema>;

/** What a fare class allows, per passenger (adult and child) and leg, in VND; null: not allowed (no-show null: the fare is forfeited). */
export const fareRulesSchema = z.object({
  changeFeeVnd: z.number().int().nullable(),
  refundFeeVnd: z.number().int().nullable(),
  nameChangeFeeVnd: z.number().int().nullable(),
  noShowFeeVnd: z.number().int().nullable(),
});
export type FareRules = z.infer<typeof fareRulesSchema>;

/** A leg of the booking summary (spec 2.12): airline, points, times, duration, flight number, fare. */
export const flightSummaryLegSchema = z.object({
  leg: z.union([z.literal(0), z.literal(1)]),
  airline: z.string(),
  airlineName: z.string(),
  logo: z.string().nullable(),
  fareClassId: z.number().int(),
  fareCode: z.enum(FARE_CODES),
  cabin: z.enum(['economy', 'business']),
  bookingClass: z.string(),
  refundable: z.boolean(),
  includedBaggageKg: z.number().int(),
  cabinBaggageKg: z.number().int(),
  /** frozen into orders.flight at order time; orders made before fare rules have none (their `refundable` says it) */
  rules: fareRulesSchema.optional(),
  listFlight: z.array(flightSegmentSchema),
});
export type FlightSummaryLeg = z.infer<typeof flightSummaryLegSchema>;

/**
 * What the server charges: per-passenger amounts summed over the legs, counts, the tickets, the baggage and
 * totalPrice = ticketPrice + baggagePrice. perLeg keeps each leg's own amounts.
 */
export const flightQuoteSchema = fareAmountsSchema.extend({
  adt: z.number().int(),
  chd: z.number().int(),
  inf: z.number().int(),
  ticketPrice: z.number().int(),
  baggagePrice: z.number().int(),
  totalPrice: z.number().int(),
  perLeg: z.array(fareAmountsSchema.extend({ leg: z.union([z.literal(0), z.literal(1)]), ticketPrice: z.number().int() })),
});
export type FlightQuote = z.infer<typeof flightQuoteSchema>;

/** Spec 3: each passenger has listBaggage with items {leg, price} (kg added). */
export const flightPassengerSchema = z.object({
  type: z.enum(PASSENGER_TYPES),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  /** only the last 4 characters are ever sent back */
  passportMasked: z.string().nullable(),
  passportExpiry: z.string().nullable(),
  listBaggage: z.array(z.object({ leg: z.union([z.literal(0), z.literal(1)]), kg: z.number().int(), price: z.number().int() })),
});
export type FlightPassenger = z.infer<typeof flightPassengerSchema>;

/** orders.flight and the order detail's `flight`: frozen at order time. */
export const flightOrderSummarySchema = z.object({
  isDomestic: z.boolean(),
  adultCount: z.number().int(),
  childCount: z.number().int(),
  infantCount: z.number().int(),
  legs: z.array(flightSummaryLegSchema),
  passengers: z.array(flightPassengerSchema),
  quote: flightQuoteSchema,
});
export type FlightOrderSummary = z.infer<typeof flightOrderSummarySchema>;
