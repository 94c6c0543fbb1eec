import type { Envelope } from '@/lib/api/envelope';
import { unwrap } from '@/lib/api-client/api-client-error';
import { idempotencyHeaders } from '@/lib/api-client/idempotency';
import { flightApi } from '@/lib/api-client/services';
import type { CreateFlightRequestBody, FlightBookingRequest } from '../schemas';

/** POST /api/flight-service/v1/booking-requests: prices the chosen fares again and holds their seats (one key per click). */
export async function createFlightBookingRequest(body: CreateFlightRequestBody, idempotencyKey: string): Promise<FlightBookingRequest> {
  return unwrap(await flightApi.post<Envelope<FlightBookingRequest>>('/booking-requests', body, idempotencyHeaders(idempotencyKey)));
}
