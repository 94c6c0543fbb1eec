import 'server-only';
import { z } from 'zod';
import {
  airportsAnswerSchema,
  domesticAirportSchema,
  airportsQuerySchema,
  fareCalendarBodySchema,
  fareCalendarSchema,
  FLIGHT_LIMITS,
  flightSearchResultSchema,
  passportCountrySchema,
  suggestedDestinationsSchema,
} from '@/features/flights/schemas';
import {
  documentedFlightSearchQuerySchema,
  passportCountriesQuerySchema,
  suggestedDestinationsQuerySchema,
} from '@/features/flights/server';
import { comboCalendarBodySchema, comboCalendarSchema } from '@/features/combos/schemas';
import { successEnvelope } from '../schemas';
import { BAD_INPUT, BAD_QUERY, DATABASE_DOWN, described, METHOD_NOT_ALLOWED, NOT_FOUND, type ApiOperation } from './operation-kit';

const json = 'application/json' as const;
const base = '/api/flight-service/v1';

/** The flight search calls (spec 2.12, 3, 7.3): airports, suggestions, passport countries, search, fare calendar. */
export const FLIGHT_SEARCH_OPERATIONS: readonly ApiOperation[] = [
  {
    operationId: 'listFlightAirports',
    method: 'get',
    path: `${base}/airports`,
    tag: 'flight',
    summary:
      'The airports with flights (domestic first, north to south, then abroad), each with the airports it flies to, and the places without an airport with their nearest airports',
    description:
      '`q` keeps the airports whose city, name or code contains it, ignoring case, diacritics (đ = d) and spaces, and the places (Hội An, Hạ Long...) ' +
      'whose name or province contains it. A place lists up to 3 airports with flights within 250 km by great circle, nearest first (the nearest one when none is that close).',
    query: airportsQuerySchema,
    success: { status: 200, description: 'Airports and places', contentType: json, schema: successEnvelope(airportsAnswerSchema) },
    errors: { 400: BAD_QUERY, 405: METHOD_NOT_ALLOWED, 503: DATABASE_DOWN },
  },
  {
    operationId: 'listDomesticAirports',
    method: 'get',
    path: `${base}/airports/domestic`,
    tag: 'flight',
    summary:
      'The 21 domestic airports as spec 3 describes them (province, region, search key), each with the domestic airports reachable from it',
    query: suggestedDestinationsQuerySchema,
    success: {
      status: 200,
      description: 'Domestic airports, north to south',
      contentType: json,
      schema: successEnvelope(z.array(domesticAirportSchema)),
    },
    errors: { 400: BAD_QUERY, 405: METHOD_NOT_ALLOWED, 503: DATABASE_DOWN },
  },
  {
    operationId: 'suggestedFlightDestinations',
    method: 'get',
    path: `${base}/suggested-destinations`,
    tag: 'flight',
    summary: 'Suggested destinations of the airport picker, per language (vi, en), in trending, northern, central and southern groups',
    query: suggestedDestinationsQuerySchema,
    success: { status: 200, description: 'Both languages', contentType: json, schema: successEnvelope(suggestedDestinationsSchema) },
    errors: { 400: BAD_QUERY, 405: METHOD_NOT_ALLOWED, 503: DATABASE_DOWN },
  },
  {
    operationId: 'passportCountries',
    method: 'get',
    path: '/api/core-tms-service/redirect/core-user-service/passports/countries',
    tag: 'flight',
    summary: 'Nationalities and passport countries of international passengers: Vietnam first, then by Vietnamese name',
    query: passportCountriesQuerySchema,
    success: { status: 200, description: 'Countries', contentType: json, schema: successEnvelope(z.array(passportCountrySchema)) },
    errors: { 400: BAD_QUERY, 405: METHOD_NOT_ALLOWED, 503: DATABASE_DOWN },
  },
  {
    operationId: 'searchFlights',
    method: 'get',
    path: `${base}/search`,
    tag: 'flight',
    summary: 'The departures of a route on a day priced for the party, filtered, sorted, with facets',
    description:
      '`ap` = origin.destination, `dt` = DD-MM-YYYY[.DD-MM-YYYY], `ps` = adults.children.infants, `leg=1` a round trip; `direction=1` lists ' +
      'the return flights of a round trip. Departures leaving within ' +
      `${FLIGHT_LIMITS.salesCutoffMinutes} minutes and those with no fare class seating adults + children are left out. ` +
      "`airlines` (JQ also selects BL) and `times` are comma lists; each facet counts with the other group's filter only.",
    query: documentedFlightSearchQuerySchema,
    success: { status: 200, description: 'One list of flights', contentType: json, schema: successEnvelope(flightSearchResultSchema) },
    errors: {
      400: described(
        'A query parameter of the wrong type, unknown or repeated; `ap`, `dt` or `ps` missing ("missing params"); an unknown airport, a date outside the sales window, or a party the rules refuse',
        'BAD_REQUEST',
        'FLIGHT_MISSING_PARAMS',
        'INVALID_FLIGHT_SEARCH',
      ),
      405: METHOD_NOT_ALLOWED,
      503: DATABASE_DOWN,
    },
  },
  {
    operationId: 'flightFareCalendar',
    method: 'post',
    path: `${base}/combo-search-month-v2`,
    tag: 'flight',
    summary:
      "The lowest one-adult fare (taxes and fees included) of each day of a month on a route, for a fare that seats the party; or a combo deal's month",
    description:
      'Days before today, after the sales window, or with nothing on sale are null. Kept 5 minutes per route, month and seats. ' +
      "The combo body `{dealId, origin, month}` answers each departure day of the deal's window its lowest package total (cheapest flights both ways for the " +
      "package's adults + 1 room for its nights - the price option's discount_percent, to the thousand) and per adult (total / adult_number); " +
      'null without flights or a room, outside the window or the sale, or before `firstDeparture` (the combos\' "book at least 3 days ahead"). Kept 1 minute per deal, origin, month and price option. ' +
      "An optional `priceDealId` prices the days with that option of the deal (404 for another deal's), else the cheapest; the month must be this (Vietnam) month to 13 months ahead (else 400 `VALIDATION_ERROR`).",
    body: z.union([fareCalendarBodySchema, comboCalendarBodySchema]),
    success: {
      status: 200,
      description: 'Every day of the month',
      contentType: json,
      schema: successEnvelope(z.union([fareCalendarSchema, comboCalendarSchema])),
    },
    errors: {
      400: `${BAD_INPUT}; ${described('an unknown airport, the same airport twice, or a party the rules refuse', 'INVALID_FLIGHT_SEARCH')}; ${described('a combo month before this one or more than 13 months ahead', 'VALIDATION_ERROR')}`,
      404: NOT_FOUND('Not a combo deal, an origin it does not fly from, or a price option of another deal'),
      405: METHOD_NOT_ALLOWED,
      503: DATABASE_DOWN,
    },
  },
];
