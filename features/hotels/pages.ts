import 'server-only';
// The server-rendered sections of hotels that app/ mounts.
export { PopularDestinations } from './components/popular-destinations';
