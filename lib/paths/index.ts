// Every address of the site is built and parsed here; app/ is the map of the pages they name.
export { alternates } from './alternates';
export { LEGAL_PAGES, LEGAL_PATHS, conditionsPath, type LegalPage, type PaidProduct } from './legal';
export { localePath, stripLocale, switchLocalePath, withoutInternalVi } from './locale';
export {
  COMBO_PATH,
  ACCOUNT_PATHS,
  CHECKOUT_STEPS,
  checkoutPath,
  type CheckoutStep,
  DEALS_PATH,
  dealPath,
  dealIdOf,
  comboCheckoutPath,
  ARTICLES_PATH,
  articlePath,
  NEWSLETTER_PATHS,
  CONTACT_PATH,
  FLIGHTS_PATH,
  flightCheckoutPath,
  flightResultsPath,
  flightRouteOf,
  flightRoutePath,
  HOME_PATH,
  HOTELS_PATH,
  bestPriceRegionPath,
  hotelDetailPath,
  hotelIdFromSlug,
  isBestPriceListing,
  isBestPricePath,
  listingPath,
  orderPath,
  ORDER_LOOKUP_PATH,
  paymentResultPath,
  SANDBOX_PATHS,
  regionListingPath,
  searchResultsPath,
  sitePageOf,
  type Listing,
} from './site-map';
export { LISTING_QUERY_PARAMS, MAP_VIEW, VIEW_PARAM, isMapView, listViewHref, listingHref, mapViewHref, pageQuery, toggleMapViewQuery } from './listing-query';
export { STAY_PARAMS, firstValue, hotelCardHref, hotelStayHref, readSearchQuery, stayParams, updateStayUrl } from './stay-query';
export { DEAL_THUMB_SIZE, MEDIA_PREFIX, SITEMAP_INDEX_PATH, SITEMAPS_PREFIX, dealImagePath, dealThumbPath, hotelImagePath, readDealImageName, readHotelImageName, sitemapFilePath, ssoUrl } from './files';
export { navigateTo } from './navigate';
