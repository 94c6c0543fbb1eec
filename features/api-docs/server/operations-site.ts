import 'server-only';
import { z } from 'zod';
import { bannerQuerySchema, bannerSchema } from '@/features/content/schemas';
import { exchangeRateQuerySchema, exchangeRateSchema } from '@/features/currency/schemas';
import {
  hotelSearchQuerySchema,
  hotelSearchResultSchema,
  popularDestinationsQuerySchema,
  popularDestinationsSchema,
  SUGGESTION_LIMITS,
  suggestQuerySchema,
  suggestResultSchema,
} from '@/features/hotel-search/schemas';
import { healthSchema } from '@/features/platform/server';
import { openApiDocumentShape, successEnvelope } from '../schemas';
import { BAD_QUERY, DATABASE_DOWN, described, METHOD_NOT_ALLOWED, noQuerySchema, NOT_FOUND, type ApiOperation } from './operation-kit';

/** The public operations of the site's API: hotels, common data, the platform's own. */
export const SITE_OPERATIONS: readonly ApiOperation[] = [
  {
    operationId: 'searchHotels',
    method: 'get',
    path: '/api/v2-hotel/hotels/search',
    tag: 'hotel',
    summary: 'Search hotels of a place for a stay, with filters, sorting, facets and prices',
    description:
      'A region by `keyword` (seo url in Vietnam, a name abroad) or `regionId` (+ `countryCode`), else a free-text search on hotel names. Dates DD-MM-YYYY (default today in Vietnam); 20 hotels per page.',
    query: hotelSearchQuerySchema,
    success: {
      status: 200,
      description: 'One page of hotels, priced for the stay',
      contentType: 'application/json',
      schema: successEnvelope(hotelSearchResultSchema),
    },
    errors: { 400: BAD_QUERY, 404: NOT_FOUND('Unknown `regionId`'), 405: METHOD_NOT_ALLOWED, 503: DATABASE_DOWN },
  },
  {
    operationId: 'suggest',
    method: 'get',
    path: '/api/v2-hotel/suggest',
    tag: 'hotel',
    summary: `Suggest regions (≤ ${SUGGESTION_LIMITS.regions}) and hotels (≤ ${SUGGESTION_LIMITS.hotels}) whose name has a word starting with q`,
    description: 'Ignores case, diacritics (đ = d) and spaces; fewer than 2 letters or digits give empty lists.',
    query: suggestQuerySchema,
    success: {
      status: 200,
      description: 'Regions by hotel count, hotels by popularity',
      contentType: 'application/json',
      schema: successEnvelope(suggestResultSchema),
    },
    errors: { 400: BAD_QUERY, 405: METHOD_NOT_ALLOWED, 503: DATABASE_DOWN },
  },
  {
    operationId: 'popularDestinations',
    method: 'get',
    path: '/api/v2-hotel/popular-destinations',
    tag: 'hotel',
    summary: `The Vietnamese provinces and cities with the most hotels (≤ ${SUGGESTION_LIMITS.regions}), shown when the destination field is focused empty`,
    description: 'Regions in the shape of the suggestions; no parameter.',
    query: popularDestinationsQuerySchema,
    success: {
      status: 200,
      description: 'Regions by hotel count',
      contentType: 'application/json',
      schema: successEnvelope(popularDestinationsSchema),
    },
    errors: { 400: BAD_QUERY, 405: METHOD_NOT_ALLOWED, 503: DATABASE_DOWN },
  },
  {
    operationId: 'listBanners',
    method: 'get',
    path: '/api/v2-common/banners/',
    tag: 'common',
    summary: 'Active banners of a position (home_slideshow, ...) with one media per screen type',
    description: 'An unknown position gives an empty list.',
    query: bannerQuerySchema,
    success: {
      status: 200,
      description: 'Banners in display order',
      contentType: 'application/json',
      schema: successEnvelope(z.array(bannerSchema)),
    },
    errors: { 400: BAD_QUERY, 405: METHOD_NOT_ALLOWED, 503: DATABASE_DOWN },
  },
  {
    operationId: 'getUsdRate',
    method: 'get',
    path: '/api/common/exchange-rates/transfer/usd',
    tag: 'common',
    summary: 'VND per USD (transfer rate), refreshed from the source once a day',
    description: 'A stale rate is served while the source is down.',
    query: exchangeRateQuerySchema,
    success: { status: 200, description: 'The rate', contentType: 'application/json', schema: successEnvelope(exchangeRateSchema) },
    errors: {
      400: BAD_QUERY,
      405: METHOD_NOT_ALLOWED,
      503: described('Nothing stored and the source failed', 'EXCHANGE_RATE_UNAVAILABLE'),
    },
  },
  {
    operationId: 'health',
    method: 'get',
    path: '/api/health',
    tag: 'platform',
    summary: 'The database answers and every migration is applied; the shared response cache reports its counters',
    query: noQuerySchema,
    success: { status: 200, description: 'Healthy', contentType: 'application/json', schema: successEnvelope(healthSchema) },
    errors: {
      400: BAD_QUERY,
      405: METHOD_NOT_ALLOWED,
      503: described('The database is down or behind', 'DATABASE_UNAVAILABLE', 'MIGRATIONS_PENDING'),
    },
  },
  {
    operationId: 'openApiDocument',
    method: 'get',
    path: '/api/openapi.json',
    tag: 'platform',
    summary: 'This document (OpenAPI 3.1), plain JSON without the envelope so tools read it as is',
    query: noQuerySchema,
    success: { status: 200, description: 'The document', contentType: 'application/json', schema: openApiDocumentShape },
    errors: { 400: BAD_QUERY, 405: METHOD_NOT_ALLOWED },
  },
  {
    operationId: 'apiReference',
    method: 'get',
    path: '/api/reference',
    tag: 'platform',
    summary: 'This document as a readable HTML page (development only)',
    query: noQuerySchema,
    success: { status: 200, description: 'The reference page', contentType: 'text/html', schema: z.string() },
    errors: { 400: BAD_QUERY, 404: NOT_FOUND('In production (NODE_ENV=production)'), 405: METHOD_NOT_ALLOWED },
  },
];
