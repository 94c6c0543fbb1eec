// The search UI's public parts: the flight search box (the pages themselves are in search-ui-server.ts).
export { FlightSearchBox } from './search-box/flight-search-box';
