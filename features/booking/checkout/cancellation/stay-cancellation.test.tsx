import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { bookingRequestFixture } from '../checkout-fixture';
import { newBooker, newReceiver, type GuestDetails } from '../receivers/guest-details';
import { ReviewStep } from '../review/review-step';
import { StayCancellation } from './stay-cancellation';

const details: GuestDetails = {
  booker: newBooker('Nguyễn Văn An', 'an@example.com', '912345678'),
  receivers: [newReceiver('Nguyễn Văn An', '912345678'), newReceiver('Trần Thị Bình', '987654321')],
  special_requests: '',
  special_requests_text: '',
  same_as_booker: false,
};
// check-in 20/12/2026 at 14:00 (the fixture): free until 14:00 on 19/12/2026, answered well before it
const request = (over: Parameters<typeof bookingRequestFixture>[0] = {}) =>
  bookingRequestFixture({ server_time: '2026-12-01T10:00:00.000Z', ...over });
const nonRefundable = () => {
  const free = request();
  return request({
    free_cancel_until: null,
    rooms: free.rooms.map((room) => ({ ...room, free_cancel_24h: false, free_cancel_until: null })),
  });
};

describe('checkout: the cancellation with its deadline', () => {
  it('step 2 states the deadline the order will keep, in vi and en', () => {
    renderWithProviders(<ReviewStep request={request()} details={details} onEdit={() => {}} onContinue={() => {}} />);
    expect(screen.getByTestId('review-cancellation')).toHaveTextContent('Miễn phí hủy đến 14:00 ngày 19/12/2026');
    expect(screen.queryByText(/trong 24h/)).toBeNull();
  });

  it('the card beside every step says it, and a non-refundable booking says so before paying', () => {
    const { unmount } = renderWithProviders(<StayCancellation request={request()} />, { lang: 'en' });
    expect(screen.getByTestId('checkout-cancellation-sentence')).toHaveTextContent('Free cancellation until 14:00 on 19/12/2026');
    unmount();
    renderWithProviders(<StayCancellation request={nonRefundable()} />);
    expect(screen.getByTestId('checkout-cancellation-sentence')).toHaveTextContent('Không hoàn hủy');
    expect(screen.getByTestId('checkout-cancellation')).toHaveTextContent('Nếu hủy đơn, bạn sẽ không được hoàn tiền.');
  });

  it('a stay whose deadline has passed when the request is read says free cancellation is gone', () => {
    renderWithProviders(<StayCancellation request={request({ server_time: '2026-12-19T08:00:00.000Z' })} />);
    expect(screen.getByTestId('checkout-cancellation-sentence')).toHaveTextContent(
      'Không còn miễn phí hủy (hạn đã qua lúc 14:00 ngày 19/12/2026)',
    );
  });

  it('a free line beside a non-refundable one: the whole booking is non-refundable, and it says why', () => {
    const free = request();
    const mixed = request({
      free_cancel_until: null,
      rooms: [...free.rooms, { ...free.rooms[0]!, booking_request_rate_id: 2, free_cancel_24h: false, free_cancel_until: null }],
    });
    renderWithProviders(<StayCancellation request={mixed} />);
    expect(screen.getByTestId('checkout-cancellation-sentence')).toHaveTextContent('Không hoàn hủy');
    expect(screen.getByTestId('checkout-cancellation')).toHaveTextContent('Đơn có phòng không hoàn hủy');
  });
});
