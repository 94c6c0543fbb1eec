import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DealDetail } from '@/features/deals/schemas';
import type { FlightOffer } from '@/features/flights/index';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { flightApi, hotelApi } from '@/lib/api-client/services';
import { navigateTo } from '@/lib/paths/navigate';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import type { ComboCalendar, ComboDraft, DealFlights } from '../schemas';
import { ComboBuilder } from './combo-builder';

// the combo calls are answered at the service clients, so the paths the hooks use are checked too
vi.mock('@/lib/api-client/services', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client/services')>()),
  flightApi: { get: vi.fn(), post: vi.fn() },
  hotelApi: { get: vi.fn(), post: vi.fn(), put: vi.fn() },
}));
vi.mock('@/lib/paths/navigate', () => ({ navigateTo: vi.fn() }));

const ok = <T,>(data: T) => ({ status: 'success' as const, data });
// a month some four months ahead (the builder starts at the window's first month from today)
const MONTH = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 7);
const DAY = `${MONTH}-10`;
const compact = (date: string) => date.replaceAll('-', '');
// what the builder reads of a deal (the deal page's full shape is the deals' own)
const deal = {
  id: 42,
  name: 'Combo Phú Quốc',
  on_sale: true,
  book_ahead_days: 3,
  valid_from: `${MONTH}-01`,
  valid_to: `${MONTH}-28`,
  room_nights: 2,
  hotel: { id: 1, name: 'Khách sạn Biển Xanh', star_rate: 4, address: '' },
  flights: [{ origin: 'SGN', destination: 'PQC', origin_city: 'Hồ Chí Minh', destination_city: 'Phú Quốc', adult_number: 2 }],
  price_deal: [{ id: 7, name: 'Gói 2 người', list_price: 10_000_000, sell_price: 9_000_000, discount_percent: 10 }],
} as unknown as DealDetail;
const calendar: ComboCalendar = {
  dealId: 42,
  origin: 'SGN',
  destination: 'PQC',
  month: MONTH,
  adultNumber: 2,
  nights: 2,
  firstDeparture: `${MONTH}-01`,
  days: Array.from({ length: 28 }, (_, i) => {
    const date = `${MONTH}-${String(i + 1).padStart(2, '0')}`;
    return date === DAY ? { date, total: 6_000_000, perAdult: 3_000_000 } : { date, total: null, perAdult: null };
  }),
  cheapestDate: DAY,
};
const offer = (id: string, fareClassId: number, totalPrice: number) =>
  ({
    id,
    airlineName: 'Vietjet Air',
    flightNumber: 'VJ1',
    startPoint: 'SGN',
    endPoint: 'PQC',
    startDate: `${DAY}T08:00`,
    endDate: `${DAY}T09:00`,
    fares: [{ fareClassId, code: 'ECO_SAVER', totalPrice }],
  }) as unknown as FlightOffer;
const flights = {
  dealId: 42,
  origin: 'SGN',
  destination: 'PQC',
  departDate: DAY,
  returnDate: `${MONTH}-12`,
  adultNumber: 2,
  outbound: [offer(`11-${compact(DAY)}`, 111, 2_000_000)],
  inbound: [offer(`12-${compact(DAY)}`, 121, 2_000_000)],
  stayPrice: 3_000_000,
  discountPercent: 10,
} as DealFlights;
const draft = (id: string) => ({ id, expiresAt: '2027-01-01T00:00:00.000Z' }) as unknown as ComboDraft;
const UUID = /^[0-9a-f-]{36}$/;

afterEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
});

async function chooseDayAndContinue() {
  vi.mocked(flightApi.post).mockResolvedValue(ok(calendar));
  vi.mocked(flightApi.get).mockResolvedValue(ok(flights));
  const view = renderWithProviders(<ComboBuilder deal={deal} lang="vi" />);
  fireEvent.click(await screen.findByTestId(`combo-day-${DAY}`));
  await screen.findByTestId('combo-outbound');
  // (2,000,000 x 2 + 3,000,000) less 10% = 6,300,000; 3,150,000 per adult
  expect(screen.getByTestId('combo-total')).toHaveTextContent('6.300.000');
  fireEvent.click(screen.getByTestId('combo-continue'));
  await waitFor(() => expect(navigateTo).toHaveBeenCalled());
  return view;
}

describe('ComboBuilder', () => {
  it("asks the month of the origin, lists the day's flights, totals them with the stay and saves a new draft (POST)", async () => {
    vi.mocked(hotelApi.post).mockResolvedValue(ok(draft('A'.repeat(32))));
    await chooseDayAndContinue();
    expect(flightApi.post).toHaveBeenCalledWith('/combo-search-month-v2', { dealId: 42, origin: 'SGN', month: MONTH }, expect.anything());
    expect(vi.mocked(flightApi.get).mock.calls[0]![0]).toBe('/deals/42/deal-flights/');
    const [path, body, options] = vi.mocked(hotelApi.post).mock.calls[0]! as [string, unknown, { headers: Record<string, string> }];
    expect(path).toBe('/redis/combo');
    expect(body).toEqual({
      dealId: 42,
      origin: 'SGN',
      departDate: DAY,
      priceDealId: 7,
      outbound: { flightId: `11-${compact(DAY)}`, fareClassId: 111 },
      inbound: { flightId: `12-${compact(DAY)}`, fareClassId: 121 },
    });
    expect(options.headers['Idempotency-Key']).toMatch(UUID);
    expect(navigateTo).toHaveBeenCalledWith(`/combo/dat-combo/${'A'.repeat(32)}`);
    expect(within(screen.getByTestId('combo-builder')).getByTestId(`combo-day-${DAY}`)).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the stay dates as DD/MM/YYYY', async () => {
    vi.mocked(hotelApi.post).mockResolvedValue(ok(draft('D'.repeat(32))));
    await chooseDayAndContinue();
    const [y, m] = MONTH.split('-');
    expect(screen.getByTestId('combo-stay')).toHaveTextContent(`10/${m}/${y}`);
    expect(screen.getByTestId('combo-stay')).toHaveTextContent(`12/${m}/${y}`);
    expect(screen.getByTestId('combo-stay')).not.toHaveTextContent(DAY);
  });

  it('a deal without an origin says so instead of loading forever', async () => {
    renderWithProviders(<ComboBuilder deal={{ ...deal, flights: [] }} lang="vi" />);
    expect(await screen.findByTestId('combo-no-origin')).toHaveTextContent('Combo này chưa có điểm khởi hành');
    expect(screen.queryByText('Đang tải giá theo ngày…')).toBeNull();
    expect(flightApi.post).not.toHaveBeenCalled();
  });

  it('asks the calendar of the chosen price option (priceDealId) and again when it changes', async () => {
    vi.mocked(flightApi.post).mockResolvedValue(ok(calendar));
    const twoOptions = {
      ...deal,
      price_deal: [
        ...deal.price_deal,
        { id: 8, name: 'Gói 2 người + ăn sáng', list_price: 12_000_000, sell_price: 10_000_000, discount_percent: 16 },
      ],
    } as DealDetail;
    renderWithProviders(<ComboBuilder deal={twoOptions} lang="vi" />);
    await screen.findByTestId(`combo-day-${DAY}`);
    expect(flightApi.post).toHaveBeenLastCalledWith(
      '/combo-search-month-v2',
      { dealId: 42, origin: 'SGN', month: MONTH, priceDealId: 7 },
      expect.anything(),
    );
    fireEvent.change(screen.getByTestId('combo-option'), { target: { value: '8' } });
    await waitFor(() =>
      expect(flightApi.post).toHaveBeenLastCalledWith(
        '/combo-search-month-v2',
        { dealId: 42, origin: 'SGN', month: MONTH, priceDealId: 8 },
        expect.anything(),
      ),
    );
  });

  it('changes the draft it saved before (PUT); a gone draft is made anew (POST)', async () => {
    vi.mocked(hotelApi.post).mockResolvedValue(ok(draft('B'.repeat(32))));
    (await chooseDayAndContinue()).unmount();
    vi.mocked(hotelApi.put).mockResolvedValue(ok(draft('B'.repeat(32))));
    (await chooseDayAndContinue()).unmount();
    expect(vi.mocked(hotelApi.put).mock.calls[0]![0]).toBe(`/redis/combo/${'B'.repeat(32)}`);
    expect(hotelApi.post).toHaveBeenCalledTimes(1);
    vi.mocked(hotelApi.put).mockRejectedValue(new ApiClientError('x', 'COMBO_DRAFT_EXPIRED', 409));
    vi.mocked(hotelApi.post).mockResolvedValue(ok(draft('C'.repeat(32))));
    await chooseDayAndContinue();
    expect(hotelApi.post).toHaveBeenCalledTimes(2);
    expect(navigateTo).toHaveBeenLastCalledWith(`/combo/dat-combo/${'C'.repeat(32)}`);
  });

  it('pre-selects the outbound landing on the check-in day, not a cheaper one after midnight; says so when only late ones fly', async () => {
    const at = (id: string, fareClassId: number, totalPrice: number, endDate: string) =>
      ({ ...offer(id, fareClassId, totalPrice), startDate: `${DAY}T22:30`, endDate }) as FlightOffer;
    const lateCheap = at(`13-${compact(DAY)}`, 131, 1_500_000, `${MONTH}-11T00:40`);
    const sameDay = at(`14-${compact(DAY)}`, 141, 2_000_000, `${DAY}T23:50`);
    vi.mocked(flightApi.post).mockResolvedValue(ok(calendar));
    vi.mocked(flightApi.get).mockResolvedValue(ok({ ...flights, outbound: [lateCheap, sameDay] }));
    vi.mocked(hotelApi.post).mockResolvedValue(ok(draft('E'.repeat(32))));
    const view = renderWithProviders(<ComboBuilder deal={deal} lang="vi" />);
    fireEvent.click(await screen.findByTestId(`combo-day-${DAY}`));
    const outbound = await screen.findByTestId('combo-outbound');
    expect(within(outbound).getAllByRole('radio')[1]).toBeChecked();
    expect(screen.queryByTestId('combo-late-arrival')).toBeNull();
    expect(screen.getByTestId('combo-cheaper-late')).toHaveTextContent(
      'Chuyến đi rẻ nhất ngày này (22:30 → 00:40 (+1)) hạ cánh sau nửa đêm',
    );
    fireEvent.click(screen.getByTestId('combo-continue'));
    await waitFor(() => expect(hotelApi.post).toHaveBeenCalled());
    expect((vi.mocked(hotelApi.post).mock.calls[0]![1] as { outbound: unknown }).outbound).toEqual({
      flightId: sameDay.id,
      fareClassId: 141,
    });
    view.unmount();

    // only a flight landing after midnight: picked, and said so in words
    vi.mocked(flightApi.get).mockResolvedValue(ok({ ...flights, outbound: [lateCheap] }));
    renderWithProviders(<ComboBuilder deal={deal} lang="vi" />);
    fireEvent.click(await screen.findByTestId(`combo-day-${DAY}`));
    const [y, m] = MONTH.split('-');
    expect(await screen.findByTestId('combo-late-arrival')).toHaveTextContent(
      `Ngày này chỉ còn chuyến bay đến sau nửa đêm. Chuyến đi hạ cánh lúc 00:40 ngày 11/${m}/${y}, sau nửa đêm của ngày nhận phòng 10/${m}/${y}`,
    );
    expect(within(screen.getByTestId('combo-outbound')).getByTestId('combo-arrival')).toHaveTextContent('00:40+1');
  });
});
