export { PopularDestinations } from './components/popular-destinations';
export { priceStay } from './pricing';
export type { SeasonRule } from './db';
