import 'server-only';
import { notFound } from 'next/navigation';
import { ApiError } from '@/lib/api/errors';
import { cacheByValue } from '@/lib/cache/request-cache';
import { hasControlChars } from '@/lib/text/control-chars';
import type { Lang } from '@/lib/i18n/config';
import { isBestPriceListing, listingPath, type Listing } from '@/lib/paths';
import type { HotelSearchQuery, HotelSearchResult } from '../schemas';
import type { MapPlace } from '../map/map-place';
import { listingQuery } from './listing-query';
import { mapPlaces } from './map-places';
import { searchHotels } from './search-hotels';

type SearchParams = Record<string, string | string[] | undefined>;

export type ListingPageData = {
  query: HotelSearchQuery;
  result: HotelSearchResult;
  view: 'list' | 'map';
  /** map view only: the places labelled on the key-free map */
  places: MapPlace[];
  /** the listing's address without filters (canonical), unprefixed */
  path: string;
  /** free-text searches are not indexed */
  indexable: boolean;
  bestPrice: boolean;
};

/**
 * Loads a listing page (region slug, free search, best-price listing) once per request; the page
 * and its metadata share it. An address that names no region is a 404.
 */
export const loadListingPage = cacheByValue(async (listing: Listing, searchParams: SearchParams, lang: Lang): Promise<ListingPageData> => {
  const t = {
    keyword: 'seoUrl' in listing ? listing.seoUrl : undefined,
    kind: listing.kind === 'best-price-region' ? listing.regionType : undefined,
    path: listingPath(listing),
  };
  const bestPrice = isBestPriceListing(listing);
  // a region slug never holds control characters (and PostgreSQL text cannot hold NUL)
  if (t.keyword !== undefined && hasControlChars(t.keyword)) notFound();
  const isSearch = listing.kind === 'search';
  const overrides: Partial<Record<keyof HotelSearchQuery, string>> = { lang };
  if (!isSearch) {
    overrides.keyword = t.keyword;
    overrides.regionId = undefined;
  }
  if (bestPrice && searchParams.sort_by === undefined) Object.assign(overrides, { sort_by: 'price', sort_mode: 'asc' });
  const query = listingQuery(isSearch ? searchParams : { ...searchParams, regionId: undefined, countryCode: undefined }, overrides);
  if (!isSearch && !t.keyword) delete query.keyword;

  let result: HotelSearchResult;
  try {
    result = await searchHotels(query);
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) notFound();
    throw error;
  }
  // a slug must be a region's own seo url, and best-price listings only exist for their kind
  if (t.keyword && result.location.seo_url !== t.keyword) notFound();
  if (t.kind && result.location.regiontype !== `hotel ${t.kind}`) notFound();

  const view = searchParams.view === 'map' ? 'map' : 'list';
  return {
    query,
    result,
    view,
    places: view === 'map' ? await mapPlaces(result.location.center) : [],
    path: t.path,
    indexable: !isSearch,
    bestPrice,
  };
});
