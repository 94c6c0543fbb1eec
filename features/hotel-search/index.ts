// The client-safe entry of hotel search: only what the app, other features and tests use. Inside the feature,
// files import each other directly.
export * from './rules';
// the hotel page reuses the search box's stay pieces, the card's review rule and facility icons, and the map
export { DateRangeField } from './search-box/date-range-field';
export { GuestsField } from './search-box/guests-field';
export { reviewLabelKey, showReviewCount } from './listing/hotel-card/review-label';
export { FACILITY_ICON_PATHS, GENERIC_ICON_PATH } from './listing/hotel-card/facility-icon-paths';
export { HotelMap } from './map/hotel-map';
export { MapSelectionProvider } from './map/map-selection-context';
export { toLatLng } from './map/lat-lng';
