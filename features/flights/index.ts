// The client-safe entry of flights: contracts, rules, and each part's UI through its own barrel.
export * from './schemas';
export { airlineBrand, airlineLogo } from './rules/airline-logo';
export { ageOn, passengerAgeProblem, passportProblem, MIN_INFANT_AGE_DAYS } from './rules/ages';
export { formatFlightDuration } from './rules/duration';
export { adultTotal, childTotal, infantTotal, partyBaseFare, partyTotal } from './rules/fares';
export { passengerCountProblem, seatsFor } from './rules/passengers';
export { FlightQueryError, flightQueryOf, readFlightQuery, type CountryOf, type RawFlightQuery } from './rules/query-params';
export { sortOffers, sortPrice } from './rules/sort';
export { timeBucketOf } from './rules/time-bucket';
export * from './search-ui';
export * from './checkout-ui';
