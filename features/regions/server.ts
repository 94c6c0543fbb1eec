import 'server-only';
export { popularDestinationFilter } from './server/popular-destinations';
