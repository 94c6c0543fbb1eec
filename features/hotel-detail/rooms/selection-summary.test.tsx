import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { RESOURCES } from '@/lib/i18n/resources';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { DetailTextProvider } from '../detail-text';
import { RoomCountSelect } from './room-count-select';
import { SelectionProvider, type SelectablePlan } from './selection-context';
import { SelectionSummary } from './selection-summary';

const requestPrice = vi.fn();
const navigateTo = vi.fn();
const refresh = vi.fn();
vi.mock('@/features/booking/index', async (original) => ({
  ...(await original<object>()),
  requestPrice: (...args: unknown[]) => requestPrice(...args),
}));
vi.mock('@/lib/paths', async (original) => ({ ...(await original<object>()), navigateTo: (url: string) => navigateTo(url) }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh }) }));

// two plans of one room type with 3 rooms left, and one plan of another type
const names: Record<number, string> = { 11: 'Deluxe · Chỉ phòng', 12: 'Deluxe · Bao gồm bữa sáng', 21: 'Suite · Chỉ phòng' };
const plans: SelectablePlan[] = [
  { planId: 11, roomTypeId: 1, payTotal: 1_000_000, roomsLeft: 3, maxAdults: 3 },
  { planId: 12, roomTypeId: 1, payTotal: 1_200_000, roomsLeft: 3, maxAdults: 3 },
  { planId: 21, roomTypeId: 2, payTotal: 3_000_000, roomsLeft: 12, maxAdults: 3 },
];

function renderRooms() {
  return renderWithProviders(
    <DetailTextProvider lang="vi" resources={RESOURCES.vi.hotelDetail}>
      <SelectionProvider plans={plans}>
        {plans.map((plan) => (
          <div key={plan.planId} data-testid={`plan-${plan.planId}`}>
            <RoomCountSelect planId={plan.planId} planName={names[plan.planId]!} cap={9} />
          </div>
        ))}
        <SelectionSummary hotelId={5} checkIn="2026-12-04" nights={2} adults={2} childAges={[4, 9]} />
      </SelectionProvider>
    </DetailTextProvider>,
  );
}
const select = (planId: number) => within(screen.getByTestId(`plan-${planId}`)).getByTestId('room-count');
const optionCount = (planId: number) => select(planId).querySelectorAll('option').length;

describe('choosing rooms and "Đặt phòng"', () => {
  beforeEach(() => {
    requestPrice.mockReset();
    navigateTo.mockReset();
    refresh.mockReset();
  });

  it("offers 0..min(rooms left, 9), shares a room type's rooms between its plans, and totals the choice", async () => {
    const user = userEvent.setup();
    renderRooms();
    expect(optionCount(21)).toBe(10);
    expect(optionCount(11)).toBe(4);
    expect(screen.getByTestId('book-button')).toBeDisabled();
    await user.selectOptions(select(11), '2');
    expect(optionCount(12)).toBe(2);
    await user.selectOptions(select(21), '1');
    expect(screen.getByTestId('selection-rooms')).toHaveTextContent('3 phòng · 2 đêm');
    expect(screen.getByTestId('selection-total')).toHaveTextContent('5.000.000 ₫');
  });

  it('sends the contract body once, shows the loading state, then opens checkout', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => {};
    requestPrice.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderRooms();
    await user.selectOptions(select(12), '1');
    await user.click(screen.getByTestId('book-button'));
    await user.click(screen.getByTestId('book-button'));
    expect(requestPrice).toHaveBeenCalledTimes(1);
    const [body, key] = requestPrice.mock.calls[0]!;
    expect(body).toEqual({
      hotel_id: 5,
      check_in: '2026-12-04',
      nights: 2,
      adults: 2,
      children_ages: [4, 9],
      rooms: [{ rate_plan_id: 12, room_count: 1 }],
    });
    expect(key).toEqual(expect.any(String));
    expect(screen.getByTestId('book-button')).toHaveTextContent('Đang giữ phòng…');
    expect(screen.getByTestId('book-button')).toBeDisabled();
    await act(async () => answer({ id: 'br_123' }));
    expect(navigateTo).toHaveBeenCalledWith('/dat-phong/br_123');
  });

  it('names each sold-out room from errors[].message and refreshes the room list', async () => {
    const user = userEvent.setup();
    requestPrice.mockRejectedValue(
      new ApiClientError('x', 'SOLD_OUT', 409, [{ path: 'rooms.0', message: 'Deluxe · Chỉ phòng: còn 0 phòng' }]),
    );
    renderRooms();
    await user.selectOptions(select(11), '1');
    await user.click(screen.getByTestId('book-button'));
    const alert = await screen.findByTestId('book-error');
    expect(alert).toHaveTextContent('Rất tiếc, chúng tôi đã hết phòng');
    expect(alert).toHaveTextContent('Deluxe · Chỉ phòng: còn 0 phòng');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(navigateTo).not.toHaveBeenCalled();
    expect(select(11)).toHaveValue('0');
    expect(screen.getByTestId('book-button')).toBeDisabled();
  });

  it('shows the catalogue message for other errors; the same choice after no answer keeps its key, after an answer gets a new one', async () => {
    const user = userEvent.setup();
    requestPrice.mockRejectedValue(new ApiClientError('Network Error', 'NETWORK_ERROR', undefined));
    renderRooms();
    await user.selectOptions(select(21), '2');
    await user.click(screen.getByTestId('book-button'));
    await screen.findByTestId('book-error');
    requestPrice.mockRejectedValue(new ApiClientError('Not Found', 'NOT_FOUND', 404));
    await user.click(screen.getByTestId('book-button'));
    expect(await screen.findByTestId('book-error')).toHaveTextContent('Không tìm thấy');
    expect(requestPrice).toHaveBeenCalledTimes(2);
    expect(requestPrice.mock.calls[1]![1]).toBe(requestPrice.mock.calls[0]![1]);
    // the server answered (its 404 is kept under that key): a retry is a new attempt
    await user.click(screen.getByTestId('book-button'));
    expect(requestPrice.mock.calls[2]![1]).not.toBe(requestPrice.mock.calls[1]![1]);
    await user.selectOptions(select(21), '1');
    await user.click(screen.getByTestId('book-button'));
    expect(requestPrice.mock.calls[3]![1]).not.toBe(requestPrice.mock.calls[2]![1]);
  });
});

describe('a choice that cannot take the party', () => {
  it('says why and keeps "Đặt phòng" disabled until more rooms are chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DetailTextProvider lang="vi" resources={RESOURCES.vi.hotelDetail}>
        <SelectionProvider plans={[{ planId: 31, roomTypeId: 3, payTotal: 900_000, roomsLeft: 5, maxAdults: 2 }]}>
          <RoomCountSelect planId={31} planName="Phòng Đôi · Chỉ phòng" cap={9} />
          <SelectionSummary hotelId={5} checkIn="2026-12-04" nights={2} adults={3} childAges={[]} />
        </SelectionProvider>
      </DetailTextProvider>,
    );
    await user.selectOptions(screen.getByTestId('room-count'), '1');
    expect(screen.getByTestId('selection-misfit')).toHaveTextContent('chỉ đủ chỗ cho 2 khách, đoàn có 3 khách');
    expect(screen.getByTestId('book-button')).toBeDisabled();
    await user.selectOptions(screen.getByTestId('room-count'), '2');
    expect(screen.queryByTestId('selection-misfit')).toBeNull();
    expect(screen.getByTestId('book-button')).toBeEnabled();
  });
});
