import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { flightApi } from '@/lib/api-client/services';
import { navigateTo } from '@/lib/paths/navigate';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import type { FlightSearchResult } from '../schemas';
import { AIRPORTS, OFFERS, fare, offer, result } from './test-fixtures';
import { ResultsScreen } from './results-screen';
import { searchApiQuery, readResultsState } from './results-state';

// The address as Next's router sees it: pushState notifies useSearchParams (as Next 16 does).
const ADDRESS_EVENT = 'test-address';
vi.mock('next/navigation', () => ({
  useSearchParams: () => {
    const search = useSyncExternalStore(
      (notify) => {
        window.addEventListener(ADDRESS_EVENT, notify);
        window.addEventListener('popstate', notify);
        return () => {
          window.removeEventListener(ADDRESS_EVENT, notify);
          window.removeEventListener('popstate', notify);
        };
      },
      () => window.location.search,
    );
    return new URLSearchParams(search);
  },
}));
vi.mock('@/lib/paths/navigate', () => ({ navigateTo: vi.fn() }));
vi.mock('@/lib/api-client/services', () => ({ flightApi: { get: vi.fn(), post: vi.fn() } }));
const getMock = vi.mocked(flightApi.get);
const postMock = vi.mocked(flightApi.post);
const navigateMock = vi.mocked(navigateTo);

const SEARCH = 'ap=HAN.DAD&dt=10-12-2026.14-12-2026&ps=2.0.1&leg=1';
const RETURNS = [
  offer('201-20261214', 'VN', '15:00', [fare(2011, 1_400_000)], {
    leg: 1,
    startPoint: 'DAD',
    endPoint: 'HAN',
    startDate: '2026-12-14T15:00',
    endDate: '2026-12-14T16:20',
  }),
];
const success = <T,>(data: T) => ({ status: 'success' as const, data });
const params = (path: string) => new URLSearchParams(path.split('?')[1]);

/** The fake API: lists filtered by airline and direction as the server would. */
function answer(path: string): FlightSearchResult {
  const query = params(path);
  const direction = query.get('direction') === '1' ? 1 : 0;
  const airlines = query.get('airlines')?.split(',') ?? [];
  const flights = (direction === 1 ? RETURNS : OFFERS).filter((o) => airlines.length === 0 || airlines.includes(o.airline));
  return result({ direction, flights, total: flights.length, sort: (query.get('sort') as FlightSearchResult['sort']) ?? 'price_asc' });
}

function start(query = SEARCH) {
  window.history.replaceState(null, '', `/ve-may-bay/tim-kiem?${query}`);
  const state = readResultsState(new URLSearchParams(query));
  const apiQuery = searchApiQuery(state).toString();
  return renderWithProviders(
    <ResultsScreen
      lang="vi"
      initial={{ query: apiQuery, result: answer(`/search?${apiQuery}`) }}
      initialOutbound={null}
      airports={AIRPORTS}
    />,
  );
}

describe('ResultsScreen', { timeout: 20_000 }, () => {
  const realPush = window.history.pushState.bind(window.history);
  beforeEach(() => {
    window.history.pushState = (...args: Parameters<History['pushState']>) => {
      realPush(...args);
      window.dispatchEvent(new Event(ADDRESS_EVENT));
    };
    getMock.mockReset().mockImplementation(async (path: string) => success(answer(path)));
    postMock.mockReset().mockImplementation(async (path: string) => {
      if (path === '/combo-search-month-v2') {
        return success({
          originCode: 'HAN',
          destinCode: 'DAD',
          month: '2026-12',
          cheapestDate: '2026-12-12',
          days: [10, 11, 12].map((d) => ({ date: `2026-12-${d}`, minPrice: d * 100_000, airline: 'VJ' })),
        });
      }
      return success({ id: '5f0b6c52-51d6-4a8e-9a43-3bd1a4a4bb1e' });
    });
    navigateMock.mockReset();
  });
  afterEach(() => {
    window.history.pushState = realPush;
  });

  it('renders each flight: logo or code badge, times, duration, flight number, price', () => {
    start();
    const cards = screen.getAllByTestId('flight-card');
    expect(cards).toHaveLength(3);
    const [vj, , other] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(vj).getByTestId('airline-logo')).toHaveAttribute('src', '/airlines/VJ.svg');
    expect(within(other).getByTestId('airline-badge')).toHaveTextContent('XX');
    expect(within(vj).getByTestId('depart-time')).toHaveTextContent('06:10');
    expect(within(vj).getByTestId('arrive-time')).toHaveTextContent('07:30');
    expect(within(vj).getByTestId('duration')).toHaveTextContent('01h:20m');
    expect(within(vj).getByTestId('flight-number')).toHaveTextContent('VJ101');
    expect(within(vj).getByText('Bay thẳng')).toBeInTheDocument();
    // one adult with taxes and fees: 900,000 + 190,000 + 60,000 + 50,000
    expect(within(vj).getByTestId('card-price')).toHaveTextContent('1.200.000 ₫');
    expect(screen.getByTestId('results-title')).toHaveTextContent('Chọn chuyến đi');
  });

  it('expands the fare classes with baggage, refund, few seats and the breakdown per passenger type', async () => {
    const user = userEvent.setup();
    start();
    const vj = screen.getAllByTestId('flight-card')[0]!;
    await user.click(within(vj).getByTestId('choose-flight'));
    const options = within(vj).getAllByTestId('fare-option');
    expect(options).toHaveLength(2);
    expect(within(options[0]!).getByTestId('seats-left')).toHaveTextContent('Còn 3 chỗ');
    expect(within(options[0]!).getByText('Không gồm hành lý ký gửi')).toBeInTheDocument();
    expect(within(options[1]!).getByText('Hành lý ký gửi 20 kg')).toBeInTheDocument();
    expect(within(options[1]!).queryByTestId('seats-left')).not.toBeInTheDocument();
    await user.click(within(options[0]!).getByTestId('fare-breakdown-toggle'));
    const table = within(options[0]!).getByTestId('fare-breakdown');
    expect(within(table).getByText('Người lớn x 2')).toBeInTheDocument();
    expect(within(table).getByText('Em bé x 1')).toBeInTheDocument();
    expect(within(table).queryByText(/Trẻ em/)).not.toBeInTheDocument();
    expect(within(table).getByTestId('fare-total')).toHaveTextContent('2.565.000 ₫');
  });

  it('filters by airline and departure time through the address, with the server counts', async () => {
    const user = userEvent.setup();
    start();
    expect(within(screen.getByTestId('filter-time-from_12h_to_18h')).getByRole('checkbox')).toBeDisabled();
    await user.click(within(screen.getByTestId('filter-airline-VN')).getByRole('checkbox'));
    expect(params(window.location.href).get('airlines')).toBe('VN');
    await waitFor(() => expect(screen.getAllByTestId('flight-card')).toHaveLength(1));
    expect(getMock).toHaveBeenLastCalledWith(expect.stringContaining('airlines=VN'), expect.anything());
    await user.click(within(screen.getByTestId('filter-time-before_8h')).getByRole('checkbox'));
    expect(params(window.location.href).get('times')).toBe('before_8h');
    expect(getMock).toHaveBeenLastCalledWith(expect.stringContaining('times=before_8h'), expect.anything());
    await user.click(screen.getByTestId('clear-filters'));
    expect(params(window.location.href).has('airlines')).toBe(false);
    await waitFor(() => expect(screen.getAllByTestId('flight-card')).toHaveLength(3));
  });

  it('shows a ticked filter at once, before the router reports the new address', async () => {
    const user = userEvent.setup();
    window.history.pushState = realPush;
    start();
    const vn = within(screen.getByTestId('filter-airline-VN')).getByRole('checkbox');
    await user.click(vn);
    expect(vn).toBeChecked();
    expect(params(window.location.href).get('airlines')).toBe('VN');
  });

  it('sorts and switches the price view (the four price_asc_* modes)', async () => {
    const user = userEvent.setup();
    start();
    await user.click(screen.getByTestId('sort-time_desc'));
    expect(params(window.location.href).get('sort')).toBe('time_desc');
    expect(getMock).toHaveBeenLastCalledWith(expect.stringContaining('sort=time_desc'), expect.anything());
    expect(screen.getByTestId('sort-time_desc')).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByTestId('sort-price'));
    await user.selectOptions(screen.getByTestId('price-view'), 'taxFee_all');
    expect(params(window.location.href).get('pv')).toBe('taxFee_all');
    expect(getMock).toHaveBeenLastCalledWith(expect.stringContaining('sort=price_asc_taxFee_all'), expect.anything());
    await waitFor(() =>
      expect(within(screen.getAllByTestId('flight-card')[0]!).getByTestId('card-price')).toHaveTextContent('2.565.000 ₫'),
    );
    await user.selectOptions(screen.getByTestId('price-view'), 'noTaxFee_one');
    await waitFor(() => expect(within(screen.getAllByTestId('flight-card')[0]!).getByTestId('card-price')).toHaveTextContent('900.000 ₫'));
  });

  it('picks the outbound then the return fare of a round trip, holds both and opens the checkout', async () => {
    const user = userEvent.setup();
    start();
    const vj = screen.getAllByTestId('flight-card')[0]!;
    await user.click(within(vj).getByTestId('choose-flight'));
    await user.click(within(vj).getAllByTestId('select-fare')[0]!);
    expect(params(window.location.href).get('out')).toBe('101-20261210.1011');
    await waitFor(() => expect(screen.getByTestId('results-title')).toHaveTextContent('Chọn chuyến về'));
    expect(screen.getByTestId('chosen-outbound')).toHaveTextContent('HAN 06:10 → DAD 07:30');
    const back = await screen.findByRole('article', { name: 'Vietnam Airlines VN201' });
    await user.click(within(back).getByTestId('choose-flight'));
    await user.click(within(back).getByTestId('select-fare'));
    const outTotal = OFFERS[0]!.fares[0]!.totalPrice;
    const backTotal = RETURNS[0]!.fares[0]!.totalPrice;
    expect(postMock).toHaveBeenCalledWith(
      '/booking-requests',
      {
        adultCount: 2,
        childCount: 0,
        infantCount: 1,
        legs: [
          { leg: 0, fareClassId: 1011, departDate: '2026-12-10' },
          { leg: 1, fareClassId: 2011, departDate: '2026-12-14' },
        ],
        totalPrice: outTotal + backTotal,
      },
      { headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/) } },
    );
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/ve-may-bay/dat-ve/5f0b6c52-51d6-4a8e-9a43-3bd1a4a4bb1e'));
  });

  it('never shows the outbound flights as the return list while it loads', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    getMock.mockImplementation(async (path: string) => {
      if (params(path).get('direction') === '1') await gate;
      return success(answer(path));
    });
    start();
    const vj = screen.getAllByTestId('flight-card')[0]!;
    await user.click(within(vj).getByTestId('choose-flight'));
    await user.click(within(vj).getAllByTestId('select-fare')[0]!);
    await waitFor(() => expect(screen.queryAllByTestId('flight-card')).toHaveLength(0));
    expect(screen.getAllByTestId('flight-card-skeleton').length).toBeGreaterThan(0);
    release();
    expect(await screen.findByRole('article', { name: 'Vietnam Airlines VN201' })).toBeInTheDocument();
    expect(screen.getAllByTestId('flight-card')).toHaveLength(1);
  });

  it('goes back to the outbound list with the back button', async () => {
    const user = userEvent.setup();
    start();
    const vj = screen.getAllByTestId('flight-card')[0]!;
    await user.click(within(vj).getByTestId('choose-flight'));
    await user.click(within(vj).getAllByTestId('select-fare')[0]!);
    await waitFor(() => expect(screen.getByTestId('results-title')).toHaveTextContent('Chọn chuyến về'));
    act(() => {
      window.history.replaceState(null, '', `/ve-may-bay/tim-kiem?${SEARCH}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.getByTestId('results-title')).toHaveTextContent('Chọn chuyến đi'));
  });

  it('shows the server message when the fare sold out, and refreshes the list', async () => {
    const user = userEvent.setup();
    postMock.mockImplementation(async (path: string) => {
      if (path === '/booking-requests') throw new ApiClientError('Rất tiếc, hạng vé bạn chọn đã hết chỗ', 'FLIGHT_SOLD_OUT', 409);
      return success({ originCode: 'HAN', destinCode: 'DAD', month: '2026-12', cheapestDate: null, days: [] });
    });
    start('ap=HAN.DAD&dt=10-12-2026&ps=2.0.1');
    const calls = getMock.mock.calls.length;
    const vn = screen.getAllByTestId('flight-card')[1]!;
    await user.click(within(vn).getByTestId('choose-flight'));
    await user.click(within(vn).getByTestId('select-fare'));
    expect(await screen.findByTestId('booking-notice')).toHaveTextContent('Rất tiếc, hạng vé bạn chọn đã hết chỗ');
    await waitFor(() => expect(getMock.mock.calls.length).toBeGreaterThan(calls));
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('shows the fare calendar with the cheapest day, and a click searches that day', async () => {
    const user = userEvent.setup();
    start();
    const calendar = await screen.findByTestId('fare-calendar');
    const days = within(calendar).getAllByTestId('calendar-day');
    const cheapest = days.find((d) => d.dataset.date === '2026-12-12')!;
    expect(cheapest).toHaveTextContent('Rẻ nhất');
    expect(days.find((d) => d.dataset.date === '2026-12-10')).toHaveAttribute('aria-current', 'date');
    await user.click(cheapest);
    expect(params(window.location.href).get('dt')).toBe('12-12-2026.14-12-2026');
  });

  it('moves the fare calendar a month at a time across the sale window, wheel scrolls it, days past the window are not on sale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-12-20T05:00:00Z')); // today 20/12/2025 in Vietnam: sales run to 20/12/2026
    try {
      const months: string[] = [];
      postMock.mockImplementation(async (_path: string, body?: unknown) => {
        const { month } = body as { month: string };
        months.push(month);
        const days = Array.from({ length: 28 }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
        // the searched day (10/12) as the search finds it (1.200.000 ₫): a month that disagrees is asked again
        const price = (date: string) => (date === '2026-12-10' ? 1_200_000 : date <= '2026-12-20' ? 900_000 : null);
        return success({
          originCode: 'HAN',
          destinCode: 'DAD',
          month,
          cheapestDate: null,
          days: days.map((date) => ({ date, minPrice: price(date), airline: 'VJ' })),
        });
      });
      const user = userEvent.setup();
      start();
      // the summary writes dates as DD/MM/YYYY (spec 9), the address keeps DD-MM-YYYY
      expect(screen.getByTestId('flight-summary')).toHaveTextContent('10/12/2026 - 14/12/2026');
      const day = (date: string) =>
        within(screen.getByTestId('fare-calendar'))
          .getAllByTestId('calendar-day')
          .find((d) => d.dataset.date === date)!;
      await waitFor(() => expect(day('2026-12-20')).toHaveTextContent('900.000 ₫'));
      expect(screen.getByTestId('calendar-month')).toHaveTextContent(/tháng 12.*2026/i);
      expect(day('2026-12-21')).toHaveTextContent('Chưa mở bán');
      expect(day('2026-12-21')).not.toHaveTextContent('Hết vé');
      expect(day('2026-12-21')).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Tháng sau' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Tháng trước' }));
      await waitFor(() => expect(day('2026-11-01')).toBeEnabled());
      expect(screen.getByTestId('calendar-month')).toHaveTextContent(/tháng 11.*2026/i);
      expect(months).toEqual(['2026-12', '2026-11']);
      // a wheel turned over the days moves them sideways (jsdom lays nothing out: give the list a width to scroll)
      const list = screen.getByTestId('fare-calendar').querySelector('ul')!;
      Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 2000 });
      Object.defineProperty(list, 'clientWidth', { configurable: true, value: 600 });
      const wheel = new WheelEvent('wheel', { deltaY: 120, cancelable: true, bubbles: true });
      list.dispatchEvent(wheel);
      expect(wheel.defaultPrevented).toBe(true);
      expect(list.scrollLeft).toBe(120);
      await user.click(screen.getByRole('button', { name: 'Tháng sau' }));
      await waitFor(() => expect(screen.getByTestId('calendar-month')).toHaveTextContent(/tháng 12.*2026/i));
      expect(day('2026-12-10')).toHaveAttribute('aria-current', 'date');
    } finally {
      vi.useRealTimers();
    }
  });

  it("holds the fare calendar's place while its month loads; a failed month leaves no strip", async () => {
    let answerMonth: (value: unknown) => void = () => {};
    postMock.mockImplementation(() => new Promise((resolve) => (answerMonth = resolve)));
    const { unmount } = start();
    const busy = await screen.findByRole('region', { name: 'Giá thấp nhất trong tháng' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('fare-calendar')).toBeNull();
    answerMonth(
      success({
        originCode: 'HAN',
        destinCode: 'DAD',
        month: '2026-12',
        cheapestDate: '2026-12-12',
        days: [{ date: '2026-12-12', minPrice: 1_200_000, airline: 'VJ' }],
      }),
    );
    expect(await screen.findByTestId('fare-calendar')).not.toHaveAttribute('aria-busy');
    unmount();

    postMock.mockImplementation(async () => {
      throw new Error('calendar down');
    });
    start('ap=HAN.DAD&dt=10-01-2027&ps=1.0.0');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Giá thấp nhất trong tháng' })).toBeNull());
    expect(screen.getAllByTestId('flight-card').length).toBeGreaterThan(0);
  });

  it('shows the empty state with a way to clear the filters', async () => {
    const user = userEvent.setup();
    getMock.mockImplementation(async () => success(result({ flights: [], total: 0 })));
    start(`${SEARCH}&airlines=QH`);
    await waitFor(() => expect(screen.getByTestId('flight-empty')).toBeInTheDocument());
    await user.click(within(screen.getByTestId('flight-empty')).getByRole('button', { name: 'Bỏ lọc' }));
    expect(params(window.location.href).has('airlines')).toBe(false);
  });
});
