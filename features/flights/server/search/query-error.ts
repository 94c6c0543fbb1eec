import 'server-only';
import { apiError, type ApiError } from '@/lib/api/errors';
import { FlightQueryError } from '../../rules/query-params';

/** A rules error as the API's: "missing params" (spec 8) or INVALID_FLIGHT_SEARCH with what is wrong. */
export function toFlightApiError(error: unknown): unknown {
  if (!(error instanceof FlightQueryError)) return error;
  return error.missing ? apiError('FLIGHT_MISSING_PARAMS') : apiError('INVALID_FLIGHT_SEARCH', error.message);
}

export const invalidSearch = (message: string): ApiError => apiError('INVALID_FLIGHT_SEARCH', message);
