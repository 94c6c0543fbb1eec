export { PopularDestinations } from './components/popular-destinations';
export { priceNight, priceStay, isWeekendNight, seasonPercent, type NightPrice, type PricedPlan } from './pricing';
export type { SeasonRule, BedOption } from './db';
