// ---------- search box (spec 2.2) ----------
export { SearchBox, type SearchBoxInitial, type SearchBoxProps } from './components/search-box/search-box';
export { MobileSummaryBar, type MobileSummaryBarProps } from './components/search-box/mobile-summary-bar';
export { itemAt, nextHighlight } from './search-box/highlight';
export {
  DEFAULT_GUESTS,
  canDecreaseAdults,
  canDecreaseRooms,
  canIncreaseAdults,
  canIncreaseRooms,
  decreaseAdults,
  decreaseRooms,
  increaseAdults,
  increaseRooms,
  normalizeGuests,
  type Guests,
} from './search-box/rooms-guests';
export { readSearchAddress, type SearchAddress } from './search-box/search-params';
export { submitDestination, type SubmitError, type SubmitRequest, type SubmitResult } from './search-box/submit-destination';
export { selectionFromLocation, selectionLabel } from './search-box/suggestion-text';
export type { BestPriceConfig, SearchSelection, Stay } from './search-box/types';
export { MAX_HOTELS, MAX_REGIONS, SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_CHARS } from './search-box/constants';

// ---------- contracts and addresses (lead) ----------
export * from './schemas';
export * from './popular-destinations-schema';
export { FACILITY_NAMES, facilityName } from './facility-names';

// ---------- hotel listing (spec 2.3 to 2.6) ----------
export { HotelCard, type HotelCardProps } from './components/listing/hotel-card';
export { HotelCardSkeleton } from './components/listing/hotel-card-skeleton';
export { EmptyResult } from './components/listing/empty-result';
export { SoldOutNotice } from './components/listing/sold-out-notice';
export { IndividualNotice } from './components/listing/individual-notice';
export { ListingBreadcrumb } from './components/listing/listing-breadcrumb';
export { ListingHeading } from './components/listing/listing-heading';
export { SortBar } from './components/listing/sort-bar';
export { SortPanel } from './components/listing/sort-panel';
export { PriceModeProvider, usePriceMode, DEFAULT_PRICE_FLAGS } from './components/listing/price-mode-context';
export { FilterBox } from './components/listing/filter-box';
export { FilterPanel } from './components/listing/filter-panel';
export { ListingPagination } from './components/listing/listing-pagination';
export { MobileTabBar } from './components/listing/mobile-tab-bar';
export { ListingNavigationProvider, useListingNavigation, type ListingNavigation } from './components/listing/listing-navigation';
export { ListingPending } from './components/listing/listing-pending';
export { locationFullAddress, locationName } from './listing/location-text';
export { priceBounds } from './listing/price-bounds';
export { priceView, type PriceFlags, type PriceView } from './listing/price-view';
export { reviewLabelKey, showReviewCount, type ReviewLabelKey } from './listing/review-label';
export { cardBadge, type CardBadge } from './listing/badge';
export { lowStockRooms } from './listing/low-stock';
export { rangeState, resetFiltersQuery, sortQuery, toggleFilterQuery, type FilterParam } from './listing/filter-query';

// ---------- results map view (spec 2.7, 3, 4, 5, 7.6) ----------
export { MapView, type MapViewProps } from './components/map/map-view';
export { MapTeaser } from './components/map/map-teaser';
export { HotelMap } from './components/map/hotel-map';
export {
  MapSelectionProvider,
  useMapSelection,
  useOptionalMapSelection,
  type MapSelection,
} from './components/map/map-selection-context';
export {
  DEFAULT_CENTRE,
  HOVER_DISTANCE,
  MAPS_LOADER_RETRIES,
  MAPS_RETRY_DELAYS_MS,
  MAX_LATITUDE,
  MIN_ZOOM,
  ZOOM_WITH_CENTRE,
  ZOOM_WITHOUT_CENTRE,
} from './map/constants';
export { hotelLatLng, locateHotels, toLatLng, type LatLng, type LocatedHotel } from './map/lat-lng';
export {
  closeHotelOnMap,
  initialMapCentre,
  mapCentreReducer,
  selectHotelOnMap,
  type MapCentreAction,
  type MapCentreState,
} from './map/map-centre';
export { fitBounds, nearestPin, panBy, project, toScreen, unproject, zoomBy, type MapViewport } from './map/projection';
export { createGoogleMapsLoader, googleMapsScriptUrl, loadGoogleMaps } from './map/google-maps-loader';

// ---------- result screens (lead) ----------
export { ListingScreen, type ListingScreenProps } from './components/results/listing-screen';
export { breadcrumbJsonLd, hotelItemListJsonLd } from './listing-json-ld';
