import 'server-only';
// Flight booking requests (holds), travellers, hold expiry: explicit named exports.
export { createFlightRequest } from './booking/create-flight-request';
export { listFlightRequests } from './booking/list-flight-requests';
export { getFlightRequest, shownPassengers } from './booking/read-flight-request';
export { setFlightTravellers } from './booking/set-travellers';
export { releaseExpiredFlightHolds } from './booking/release-expired-flight-holds';
export { sweepFlightRequests } from './booking/sweep-flight-requests';
export { claimGuestFlightRequests } from './booking/claim-guest-flight-requests';
// what payment, sales and combos read of a flight request and its legs
export { closedReason, departureMs, legFactsOf, summaryLegOf, type LegFacts } from './booking/flight-legs';
// what a combo order reuses: the passenger rules, the legs' quote, seats sold without a hold
export { storedPassengers, travellerErrors } from './booking/check-passengers';
export { quoteLegs } from './booking/flight-quote';
export { takeSoldSeats } from './booking/take-sold-seats';
export { payableFlightRequest } from './booking/payable-flight-request';
// its order source: a held request becomes an order
export { createFlightOrder, releaseFlightSeatsOf } from './order-source';
export { flightOrderNamesOf } from './order-names';
