export { PopularDestinations } from './components/popular-destinations';
export { priceNight, priceStay, isWeekendNight, seasonPercent, type NightPrice, type PricedPlan } from './pricing';
