import { ApiClientError } from './api-client-error';
import type { RequestOptions, ServiceClient } from './http';

/**
 * A service's axios instance, created on its first call: axios (about 16 KB gz) loads with the first
 * request, not with the page, which keeps it out of the first-load budget. A failed chunk load is a
 * NETWORK_ERROR like any other failure, and the next call tries again.
 */
function lazyService(service: string) {
  let client: Promise<ServiceClient> | undefined;
  const load = (): Promise<ServiceClient> =>
    (client ??= import('./http').then(
      ({ createServiceClient }) => createServiceClient(service),
      (error: unknown) => {
        client = undefined;
        throw new ApiClientError(error instanceof Error ? error.message : String(error), 'NETWORK_ERROR', undefined);
      },
    ));
  return {
    load,
    get: async <T>(path: string, options?: RequestOptions): Promise<T> => (await load()).get<T>(path, options),
    post: async <T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> => (await load()).post<T>(path, body, options),
    patch: async <T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> => (await load()).patch<T>(path, body, options),
    put: async <T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> => (await load()).put<T>(path, body, options),
    delete: async <T>(path: string, options?: RequestOptions): Promise<T> => (await load()).delete<T>(path, options),
  };
}

/** One axios instance per API service (spec 7's path prefixes); features call the API through these. */
export const hotelApi = lazyService('v2-hotel');
/** The signed-in user's calls: profile, sessions, orders, loyalty. */
export const userApi = lazyService('v2-user');
/** Booking requests: price, hold, coupon (spec 7.1 /v3-booking). */
export const bookingApi = lazyService('v3-booking');
/** Orders (spec 7.1 /order-hotel). */
export const orderApi = lazyService('order-hotel');
/** Payments (spec 7.1 /payment-service): attempts, method amounts, pay-later. */
export const paymentApi = lazyService('payment-service');
/** Cancellation, reasons and refund branches (spec 7.1 /booking). */
export const cancelApi = lazyService('booking');
/** The user service (spec 7.3 /users, its own client): newsletter subscribers. */
export const usersApi = lazyService('users');
/** Shared lists (spec 7.1 /common): banks. */
export const commonApi = lazyService('common');
/** VAT invoices (spec 7.4 /core-accounting). */
export const accountingApi = lazyService('core-accounting');
/** Flights (spec 7.3 /flight-service/v1): airports, search, fare calendar, booking requests. */
export const flightApi = lazyService('flight-service/v1');
/** Shared travel lists (spec 7.3 /core-tms-service): passport countries. */
export const tmsApi = lazyService('core-tms-service');
