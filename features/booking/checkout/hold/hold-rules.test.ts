import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { bookingRequestFixture } from '../checkout-fixture';
import { isUnanswered } from '@/lib/api-client/idempotency';
import { formatHoldLeft, holdLeftMs, holdMinutesLeft, repriceBody, serverClockOffset, soldOutMessages } from './hold-rules';

describe('hold countdown', () => {
  const expires = '2026-12-01T10:15:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts what is left of the hold, never below 0', () => {
    expect(holdLeftMs(expires, at('2026-12-01T10:00:00.000Z'))).toBe(15 * 60_000);
    expect(holdLeftMs(expires, at('2026-12-01T10:16:00.000Z'))).toBe(0);
    expect(holdLeftMs('not a date', 0)).toBe(0);
  });

  it('shows mm:ss rounded up, 00:00 only at the end', () => {
    expect(formatHoldLeft(15 * 60_000)).toBe('15:00');
    expect(formatHoldLeft(61_000)).toBe('01:01');
    expect(formatHoldLeft(500)).toBe('00:01');
    expect(formatHoldLeft(0)).toBe('00:00');
  });

  it("runs on the server's clock: the offset is server_time minus the browser's clock when the answer arrived", () => {
    const arrivedFast = at('2026-12-01T10:20:00.000Z'); // a browser clock 20 minutes fast
    const offset = serverClockOffset('2026-12-01T10:00:00.000Z', arrivedFast);
    expect(offset).toBe(-20 * 60_000);
    expect(holdLeftMs(expires, arrivedFast + offset)).toBe(15 * 60_000);
    expect(holdLeftMs(expires, arrivedFast + 60_000 + offset)).toBe(14 * 60_000);
    expect(serverClockOffset('2026-12-01T10:00:00.000Z', at('2026-12-01T09:50:00.000Z'))).toBe(10 * 60_000);
    expect(serverClockOffset('not a date', arrivedFast)).toBe(0);
  });

  it('announces whole minutes, rounded up', () => {
    expect(holdMinutesLeft(15 * 60_000)).toBe(15);
    expect(holdMinutesLeft(14 * 60_000 + 1)).toBe(15);
    expect(holdMinutesLeft(59_000)).toBe(1);
  });
});

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
