// Every address of the site is built and parsed here; app/ is the map of the pages they name.
export { localePath, stripLocale, switchLocalePath, withQuery, withoutInternalVi } from './locale';
export {
  BEST_PRICE_PREFIX,
  COMBO_PATH,
  DEALS_PATH,
  FLIGHTS_PATH,
  HOME_PATH,
  HOTELS_PATH,
  SEARCH_RESULTS_PATH,
  bestPriceRegionPath,
  hotelDetailPath,
  hotelIdFromSlug,
  isBestPriceListing,
  isBestPricePath,
  listingPath,
  regionListingPath,
  searchResultsPath,
  sitePageOf,
  type BestPriceRegionType,
  type HotelRef,
  type Listing,
  type SitePage,
} from './site-map';
export { MAP_VIEW, VIEW_PARAM, isMapView, listViewHref, listingHref, mapViewHref, pageQuery, toggleMapViewQuery } from './listing-query';
export {
  STAY_PARAMS,
  hotelCardHref,
  hotelStayHref,
  readSearchQuery,
  stayParams,
  updateStayUrl,
  type SearchQuery,
  type StayAndParty,
  type StayQuery,
} from './stay-query';
export { HOTEL_MEDIA_PREFIX, MEDIA_PREFIX, SITEMAP_INDEX_PATH, SITEMAPS_PREFIX, hotelImagePath, sitemapFilePath, ssoUrl } from './files';
export { navigateTo } from './navigate';
