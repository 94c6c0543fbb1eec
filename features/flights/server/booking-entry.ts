import 'server-only';
// Flight booking requests (holds), travellers, hold expiry: explicit named exports.
export { createFlightRequest } from './booking/create-flight-request';
export { getFlightRequest, ownedFlightRequest, flightStatusAt, legsOfRequest, type FlightRequestRow } from './booking/read-flight-request';
export { setFlightTravellers } from './booking/set-travellers';
export { releaseExpiredFlightHolds } from './booking/release-expired-flight-holds';
export { legFactsOf, routeText, type LegFacts } from './booking/flight-legs';
export { summaryLegOf } from './booking/flight-legs';
export { shownPassengers } from './booking/read-flight-request';
export { type Tx as FlightTx } from './booking/flight-seats';
export { payableFlightRequest, type PayableFlight } from './booking/payable-flight-request';
export { sellFlightHolds, returnSoldSeats, type SoldSeats } from './booking/sell-flight-holds';
export { departureMs } from './booking/flight-legs';
export { claimGuestFlightRequests } from './booking/claim-guest-flight-requests';
export { purgeOldFlightRequests } from './booking/purge-old-flight-requests';
