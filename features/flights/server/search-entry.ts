import 'server-only';
// Airports, suggestions, passport countries, search, fare calendar, route pages: explicit named exports.
export { listAirports } from './search/list-airports';
export { listFlightPlaces } from './search/list-places';
export { domesticAirports } from './search/domestic-airports';
export { suggestedDestinations } from './search/suggested-destinations';
export { passportCountries } from './search/passport-countries';
export { searchFlights } from './search/search-flights';
export { fareCalendar, lowFareDays, monthEnd } from './search/fare-calendar';
export { routePageData } from './search/route-page-data';
export { routeDayFlights } from './search/route-day-flights';
export { popularRoutes } from './search/popular-routes';
export type { PopularRoute, RouteDay, RoutePageData } from './search/route-page-types';
export { documentedFlightSearchQuerySchema, passportCountriesQuerySchema, suggestedDestinationsQuerySchema } from './search/query-schemas';
