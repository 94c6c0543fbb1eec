import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { bookingRequestFixture } from '../checkout-fixture';
import { isUnanswered } from '@/lib/api-client/idempotency';
import { repriceBody, soldOutMessages } from './hold-rules';

describe('re-price', () => {
  it('asks for the same selection with the booking request id', () => {
    expect(repriceBody(bookingRequestFixture({ children_ages: [5] }))).toEqual({
      hotel_id: 42,
      check_in: '2026-12-20',
      nights: 2,
      adults: 4,
      children_ages: [5],
      rooms: [{ rate_plan_id: 101, room_count: 2 }],
      booking_request_id: '3f1c2b9e-8a4d-4c1e-9b2a-5d6e7f8a9b0c',
    });
  });

  it('lists every sold-out room message of a 409 SOLD_OUT', () => {
    const error = new ApiClientError('Rất tiếc, chúng tôi đã hết phòng', 'SOLD_OUT', 409, [
      { path: 'rooms.0', message: 'Phòng Deluxe: còn 1 phòng' },
      { path: 'rooms.1', message: 'Phòng Suite: hết phòng' },
    ]);
    expect(soldOutMessages(error)).toEqual(['Phòng Deluxe: còn 1 phòng', 'Phòng Suite: hết phòng']);
    expect(soldOutMessages(new ApiClientError('x', 'VALIDATION_ERROR', 400, [{ path: 'rooms.0', message: 'y' }]))).toEqual([]);
  });

  it('retries with the same key only when no answer came or the first try is still running', () => {
    expect(isUnanswered(new ApiClientError('x', 'NETWORK_ERROR', undefined))).toBe(true);
    expect(isUnanswered(new ApiClientError('x', 'IDEMPOTENCY_IN_FLIGHT', 409))).toBe(true);
    expect(isUnanswered(new ApiClientError('x', 'INTERNAL_ERROR', 500))).toBe(true);
    expect(isUnanswered(new ApiClientError('x', 'SOLD_OUT', 409))).toBe(false);
    expect(isUnanswered(new ApiClientError('x', 'COUPON_UNAVAILABLE', 409))).toBe(false);
  });
});
