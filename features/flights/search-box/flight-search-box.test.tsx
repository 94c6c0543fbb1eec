import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateTo } from '@/lib/paths/navigate';
import { addDays, todayIso, toProductDate } from '@/lib/dates/product-date';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { AIRPORTS, SUGGESTIONS } from '../results/test-fixtures';
import { FlightSearchBox, type FlightSearchBoxProps } from './flight-search-box';

vi.mock('@/lib/paths/navigate', () => ({ navigateTo: vi.fn() }));
const navigateMock = vi.mocked(navigateTo);

const render = (props: Partial<FlightSearchBoxProps> = {}, lang: 'vi' | 'en' = 'vi') =>
  renderWithProviders(<FlightSearchBox lang={lang} airports={AIRPORTS} suggestions={SUGGESTIONS} {...props} />, { lang });
const origin = () => within(screen.getByTestId('airport-origin')).getByRole('combobox');
const destination = () => within(screen.getByTestId('airport-destination')).getByRole('combobox');

describe('FlightSearchBox', { timeout: 20_000 }, () => {
  beforeEach(() => navigateMock.mockReset());

  it('shows the suggested destinations by group when the airport input is empty', async () => {
    const user = userEvent.setup();
    render();
    await user.click(origin());
    expect(origin()).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox');
    expect(within(list).getByRole('group', { name: 'Điểm đến phổ biến' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Miền Nam' })).toBeInTheDocument();
  });

  it('finds Đà Nẵng from "da nang" and picks it with the keyboard', async () => {
    const user = userEvent.setup();
    render();
    await user.click(origin());
    await user.keyboard('da nang');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.dataset.code)).toEqual(['DAD']);
    expect(origin()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Enter}');
    expect(origin()).toHaveValue('Đà Nẵng (DAD)');
    expect(origin()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through the options with the arrow keys and closes on Escape', async () => {
    const user = userEvent.setup();
    render();
    await user.click(origin());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(origin()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(origin()).toHaveValue('');
  });

  it('offers only the destinations flown from the origin', async () => {
    const user = userEvent.setup();
    render({ initial: { originCode: 'DAD' } });
    await user.click(destination());
    await user.keyboard('bangkok');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Không tìm thấy sân bay')).toBeInTheDocument();
    await user.clear(destination());
    await user.keyboard('ho chi minh{Enter}');
    expect(destination()).toHaveValue('Hồ Chí Minh (SGN)');
  });

  it('swaps the origin and the destination', async () => {
    const user = userEvent.setup();
    render({ initial: { originCode: 'HAN', destinCode: 'DAD' } });
    await user.click(screen.getByRole('button', { name: 'Đổi điểm đi và điểm đến' }));
    expect(origin()).toHaveValue('Đà Nẵng (DAD)');
    expect(destination()).toHaveValue('Hà Nội (HAN)');
  });

  it('applies the passenger rules and says why a + is disabled', async () => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByTestId('passengers-toggle'));
    expect(screen.getByTestId('adult-dec')).toBeDisabled();
    await user.click(screen.getByTestId('infant-inc'));
    expect(screen.getByTestId('infant-inc')).toBeDisabled();
    expect(screen.getByTestId('infant-why')).toHaveTextContent('Số em bé không được nhiều hơn số người lớn');
    expect(screen.getByTestId('infant-inc')).toHaveAccessibleDescription('Số em bé không được nhiều hơn số người lớn');
    await user.click(screen.getByTestId('adult-inc'));
    expect(screen.getByTestId('infant-inc')).toBeEnabled();
    for (let i = 0; i < 7; i++) await user.click(screen.getByTestId('child-inc'));
    expect(screen.getByTestId('child-count')).toHaveTextContent('7');
    expect(screen.getByTestId('child-inc')).toBeDisabled();
    expect(screen.getByTestId('adult-inc')).toBeDisabled();
    expect(screen.getByTestId('adult-why')).toHaveTextContent('Tối đa 9 hành khách');
    expect(screen.getByTestId('passengers-toggle')).toHaveTextContent('10 hành khách');
  });

  it('asks for the airports before searching', async () => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByTestId('flight-search-submit'));
    expect(screen.getByRole('alert')).toHaveTextContent('Vui lòng chọn điểm đi');
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('submits a round trip to the results address', async () => {
    const user = userEvent.setup();
    const depart = addDays(todayIso(), 20);
    const back = addDays(depart, 4);
    render(
      {
        initial: {
          originCode: 'HAN',
          destinCode: 'DAD',
          departDate: depart,
          returnDate: back,
          roundTrip: true,
          adultCount: 2,
          infantCount: 1,
        },
      },
      'en',
    );
    expect(screen.getByLabelText('Return date')).toHaveValue(toProductDate(back));
    await user.click(screen.getByTestId('flight-search-submit'));
    expect(navigateMock).toHaveBeenCalledWith(
      `/en/ve-may-bay/tim-kiem?ap=HAN.DAD&dt=${toProductDate(depart)}.${toProductDate(back)}&ps=2.0.1&leg=1`,
    );
  });

  it('submits one way without the return date', async () => {
    const user = userEvent.setup();
    const depart = addDays(todayIso(), 3);
    render({ initial: { originCode: 'SGN', destinCode: 'PQC', departDate: depart, returnDate: addDays(depart, 2), roundTrip: true } });
    await user.click(screen.getByTestId('trip-one-way'));
    expect(screen.queryByTestId('return-date')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('flight-search-submit'));
    expect(navigateMock).toHaveBeenCalledWith(`/ve-may-bay/tim-kiem?ap=SGN.PQC&dt=${toProductDate(depart)}&ps=1.0.0`);
  });
});
