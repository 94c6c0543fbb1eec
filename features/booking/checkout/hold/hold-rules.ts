import type { ApiClientError } from '@/lib/api-client/api-client-error';
import type { BookingRequest, RequestPriceBody } from '../../schemas';

/** The request-price body that re-prices this request with the same selection (a new hold, same id). */
export function repriceBody(request: BookingRequest): RequestPriceBody {
  return {
    hotel_id: request.hotel.id,
    check_in: request.check_in,
    nights: request.nights,
    adults: request.adults,
    children_ages: request.children_ages,
    rooms: request.rooms.map((room) => ({ rate_plan_id: room.rate_plan_id, room_count: room.room_count })),
    booking_request_id: request.id,
  };
}

/**
 * A 409 SOLD_OUT names the rooms that cannot be held in `errors[]` ({ path: "rooms.<i>", message }): every
 * one is listed, never dropped; with none, the catalogue message stands alone.
 */
export function soldOutMessages(error: ApiClientError): string[] {
  return error.errorCode === 'SOLD_OUT' ? error.fieldErrors.map((item) => item.message).filter((message) => message.trim() !== '') : [];
}
