/**
 * Contracts of the flight service (spec 2.12, 3, 7.3), in two parts: search and reference (search-schemas.ts),
 * booking (booking-schemas.ts). Field names follow the spec's flight objects (camelCase: totalPrice, fareAdt,
 * listFlight...). Money is integer VND; dates are ISO YYYY-MM-DD in the API and DD-MM-YYYY in page addresses;
 * local times are 'YYYY-MM-DDTHH:mm' at the airport.
 */
export * from './search-schemas';
export * from './booking-schemas';
