import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { getBookingRequest, requestPrice } from '../../api/booking-requests';
import { bookingRequestFixture } from '../checkout-fixture';
import { renderCheckout } from '../page/checkout-harness';

vi.mock('../../api/booking-requests', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/booking-requests')>()),
  getBookingRequest: vi.fn(),
  requestPrice: vi.fn(),
  applyCoupon: vi.fn(),
  removeCoupon: vi.fn(),
}));
vi.mock('next/navigation', () => ({ usePathname: () => '/dat-phong/x', useSearchParams: () => new URLSearchParams() }));

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const ID = '3f1c2b9e-8a4d-4c1e-9b2a-5d6e7f8a9b0c';

beforeEach(() => {
  window.localStorage.clear();
  window.scrollTo = vi.fn();
});
afterEach(() => vi.clearAllMocks());

describe('hold countdown', () => {
  it('shows mm:ss and announces minutes politely, not seconds', async () => {
    vi.mocked(getBookingRequest).mockResolvedValue(bookingRequestFixture({ expires_at: inMs(14 * 60_000 + 30_000) }));
    renderCheckout(ID);
    const countdown = await screen.findByTestId('hold-countdown');
    expect(countdown).toHaveTextContent(/Giữ phòng trong 14:(30|29)/);
    const live = countdown.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('Còn 15 phút giữ phòng');
    expect(live?.textContent).not.toMatch(/\d\d:\d\d/);
  });

  it("counts on the server's clock: a browser clock 20 minutes fast or slow still shows the time the server holds", async () => {
    const realNow = Date.now;
    const answer = () =>
      bookingRequestFixture({
        server_time: new Date(realNow()).toISOString(),
        expires_at: new Date(realNow() + 15 * 60_000).toISOString(),
      });
    for (const skew of [20 * 60_000, -20 * 60_000]) {
      const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + skew);
      vi.mocked(getBookingRequest).mockResolvedValue(answer());
      const { unmount } = renderCheckout(ID);
      const countdown = await screen.findByTestId('hold-countdown');
      expect(countdown).toHaveTextContent(/Giữ phòng trong (15:00|14:5\d)/);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(screen.queryByTestId('hold-expired')).toBeNull();
      expect(screen.getByTestId('hold-countdown')).toHaveTextContent(/Giữ phòng trong 14:5\d/);
      unmount();
      clock.mockRestore();
    }
  });

  it('says the hold expired at 0 and re-prices the same selection with booking_request_id in one click', async () => {
    vi.mocked(getBookingRequest).mockResolvedValue(bookingRequestFixture({ expires_at: inMs(1200) }));
    vi.mocked(requestPrice).mockResolvedValue(bookingRequestFixture({ expires_at: inMs(15 * 60_000) }));
    renderCheckout(ID);
    expect(await screen.findByRole('group', { name: 'Thông tin người nhận phòng 1' })).toBeInTheDocument();
    const expired = await screen.findByTestId('hold-expired', {}, { timeout: 4000 });
    expect(expired).toHaveTextContent('Thời gian giữ phòng đã hết');
    expect(screen.queryByRole('group', { name: 'Thông tin người nhận phòng 1' })).toBeNull();
    fireEvent.click(within(expired).getByRole('button', { name: 'Cập nhật giá' }));
    await waitFor(() => expect(screen.queryByTestId('hold-expired')).toBeNull());
    expect(requestPrice).toHaveBeenCalledTimes(1);
    const [body, key] = vi.mocked(requestPrice).mock.calls[0]!;
    expect(body).toEqual({
      hotel_id: 42,
      check_in: '2026-12-20',
      nights: 2,
      adults: 4,
      children_ages: [],
      rooms: [{ rate_plan_id: 101, room_count: 2 }],
      booking_request_id: ID,
    });
    expect(key).toMatch(/^[\x21-\x7e]{8,128}$/);
    expect(await screen.findByRole('group', { name: 'Thông tin người nhận phòng 1' })).toBeInTheDocument();
    expect(screen.getByTestId('hold-countdown')).toHaveTextContent(/1[45]:\d\d/);
  });

  it('shows the same state for a request that arrives EXPIRED, and retries a failed click with the same key', async () => {
    vi.mocked(getBookingRequest).mockResolvedValue(bookingRequestFixture({ status: 'EXPIRED', expires_at: inMs(-60_000) }));
    vi.mocked(requestPrice)
      .mockRejectedValueOnce(new ApiClientError('Network Error', 'NETWORK_ERROR', undefined))
      .mockResolvedValueOnce(bookingRequestFixture({ expires_at: inMs(15 * 60_000) }));
    renderCheckout(ID, { lang: 'en' });
    const expired = await screen.findByTestId('hold-expired');
    expect(expired).toHaveTextContent('The room hold has expired');
    fireEvent.click(within(expired).getByRole('button', { name: 'Update price' }));
    expect(await within(expired).findByText('Could not reach the server, please try again')).toBeInTheDocument();
    fireEvent.click(within(expired).getByRole('button', { name: 'Update price' }));
    await waitFor(() => expect(screen.queryByTestId('hold-expired')).toBeNull());
    const [first, second] = vi.mocked(requestPrice).mock.calls;
    expect(second?.[1]).toBe(first?.[1]);
  });

  it('names every sold-out room of a 409 SOLD_OUT and offers the hotel page with the stay', async () => {
    vi.mocked(getBookingRequest).mockResolvedValue(bookingRequestFixture({ status: 'EXPIRED' }));
    vi.mocked(requestPrice).mockRejectedValue(
      new ApiClientError('Rất tiếc, chúng tôi đã hết phòng', 'SOLD_OUT', 409, [
        { path: 'rooms.0', message: 'Phòng Deluxe Hướng biển: chỉ còn 1 phòng' },
        { path: 'rooms.1', message: 'Phòng Suite: đã hết phòng' },
      ]),
    );
    renderCheckout(ID);
    fireEvent.click(await screen.findByRole('button', { name: 'Cập nhật giá' }));
    const rooms = await screen.findByTestId('sold-out-rooms');
    expect(
      within(rooms)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Phòng Deluxe Hướng biển: chỉ còn 1 phòng', 'Phòng Suite: đã hết phòng']);
    expect(screen.getByRole('heading', { name: 'Rất tiếc, chúng tôi đã hết phòng' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quay lại trang khách sạn' })).toHaveAttribute(
      'href',
      '/khach-san/vn/sea-breeze-hotel-42?checkInDate=20-12-2026&nights=2&roomCount=2&adultCount=4',
    );
  });
});
