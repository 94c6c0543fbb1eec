// The search UI's public parts (search box, results, route pages): explicit named exports.
export { FlightSearchBox, type FlightSearchBoxProps, type FlightSearchInitial } from './search-box/flight-search-box';
export { ResultsScreen, type ResultsScreenProps } from './results/results-screen';
export { routePagePath } from './route-page/route-path';
