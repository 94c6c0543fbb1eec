import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DealPurchaseBody } from '@/features/deals/index';
import type { FlightOffer, PassportCountry } from '@/features/flights/index';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { bookingApi, flightApi, hotelApi, tmsApi } from '@/lib/api-client/services';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import type { ComboDraft, ComboLeg, DealFlights } from '../schemas';
import { ComboCheckoutPage } from './combo-checkout-page';

// the combo calls are answered at the service clients, so the paths the hooks use are checked too
vi.mock('@/lib/api-client/services', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client/services')>()),
  flightApi: { get: vi.fn(), post: vi.fn() },
  hotelApi: { get: vi.fn() },
  bookingApi: { get: vi.fn(), post: vi.fn() },
  tmsApi: { get: vi.fn() },
}));
vi.mock('@/lib/paths/navigate', () => ({ navigateTo: vi.fn() }));

const ok = <T,>(data: T) => ({ status: 'success' as const, data });
const ID = 'D'.repeat(32);
const leg = (n: 0 | 1, date: string): ComboLeg => ({
  leg: n,
  flightId: `1${n}-${date.replaceAll('-', '')}`,
  fareClassId: 10 + n,
  departDate: date,
  airline: 'VJ',
  airlineName: 'Vietjet Air',
  logo: null,
  flightNumber: `VJ10${n}`,
  fareCode: 'ECO_SAVER',
  bookingClass: 'E',
  cabin: 'economy',
  startPoint: n === 0 ? 'SGN' : 'BKK',
  endPoint: n === 0 ? 'BKK' : 'SGN',
  startCity: n === 0 ? 'Hồ Chí Minh' : 'Bangkok',
  endCity: n === 0 ? 'Bangkok' : 'Hồ Chí Minh',
  startCityEn: n === 0 ? 'Ho Chi Minh City' : 'Bangkok',
  endCityEn: n === 0 ? 'Bangkok' : 'Ho Chi Minh City',
  startDate: `${date}T08:00`,
  endDate: `${date}T09:30`,
  includedBaggageKg: 20,
  cabinBaggageKg: 7,
  refundable: false,
  price: 2_000_000,
});
const draftOf = (total: number, expiresAt = new Date(Date.now() + 3_600_000).toISOString()): ComboDraft => ({
  id: ID,
  expiresAt,
  draft: {
    dealId: 42,
    origin: 'SGN',
    departDate: '2027-03-10',
    priceDealId: 7,
    outbound: { flightId: '10-20270310', fareClassId: 10 },
    inbound: { flightId: '11-20270312', fareClassId: 11 },
  },
  quote: {
    dealId: 42,
    dealName: 'Combo Bangkok',
    priceDealId: 7,
    priceDealName: 'Gói 2 người',
    hotel: { id: 1, name: 'River Hotel', nameVi: 'Khách sạn Sông', address: '' },
    roomType: { id: 2, name: 'Phòng Superior', nameEn: 'Superior Room' },
    checkIn: '2027-03-10',
    checkOut: '2027-03-12',
    nights: 2,
    adultNumber: 2,
    outbound: leg(0, '2027-03-10'),
    inbound: leg(1, '2027-03-12'),
    stayPrice: 3_000_000,
    gross: 7_000_000,
    discountPercent: 10,
    discount: 700_000,
    total,
    perAdult: total / 2,
  },
});
const lists = (international: boolean) =>
  ({
    dealId: 42,
    origin: 'SGN',
    destination: 'BKK',
    departDate: '2027-03-10',
    returnDate: '2027-03-12',
    adultNumber: 2,
    outbound: [{ id: '10-20270310', international } as FlightOffer],
    inbound: [{ id: '11-20270312', international } as FlightOffer],
    stayPrice: 3_000_000,
    discountPercent: 10,
  }) as DealFlights;
const countries: PassportCountry[] = [{ code: 'VN', nameVi: 'Việt Nam', nameEn: 'Vietnam' } as PassportCountry];
const METHOD = {
  payment_method: 'payment_method_credit_card',
  name_vi: 'Thẻ tín dụng',
  name_en: 'Credit card',
  disabled: false,
  order_value: 6_300_000,
};

function answer({ international = false, draft = draftOf(6_300_000) }: { international?: boolean; draft?: ComboDraft } = {}) {
  vi.mocked(hotelApi.get).mockResolvedValue(ok(draft));
  vi.mocked(flightApi.get).mockResolvedValue(ok(lists(international)));
  vi.mocked(bookingApi.get).mockResolvedValue(ok([METHOD]));
  vi.mocked(tmsApi.get).mockResolvedValue(ok(countries));
}

const fill = (selector: string, value: string) => {
  const input = document.querySelector<HTMLInputElement | HTMLSelectElement>(selector)!;
  fireEvent.change(input, { target: { value } });
  // a typed date (the DD/MM/YYYY picker) is taken with Enter
  if (/^\d\d\/\d\d\/\d{4}$/.test(value)) fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(input);
};
function fillForm(international: boolean) {
  ['Nguyễn Văn An', 'Trần Thị Bình'].forEach((name, i) => {
    fill(`#passenger-${i}-name`, name);
    if (international) {
      fill(`#passenger-${i}-nationality`, 'VN');
      fill(`#passenger-${i}-passport`, `B123456${i}`);
      fill(`#passenger-${i}-passport-expiry`, '01/01/2035');
    }
  });
  fireEvent.change(screen.getByTestId('combo-contact-fullName'), { target: { value: 'Nguyễn Văn An' } });
  fireEvent.change(screen.getByTestId('combo-contact-email'), { target: { value: 'an@example.com' } });
  fireEvent.change(screen.getByTestId('combo-contact-phone'), { target: { value: '0901234567' } });
}
const paid = () => vi.mocked(bookingApi.post).mock.calls.map((call) => call[1] as DealPurchaseBody);

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('ComboCheckoutPage', { timeout: 20_000 }, () => {
  it("asks nationality and passport when a leg is international and sends them in the flight passengers' shape, dates DD/MM/YYYY", async () => {
    answer({ international: true });
    vi.mocked(bookingApi.post).mockReturnValue(new Promise(() => {}));
    renderWithProviders(<ComboCheckoutPage id={ID} lang="vi" />);
    await screen.findByTestId('combo-summary');
    await waitFor(() => expect(document.querySelector('#passenger-1-nationality')).not.toBeNull());
    expect(screen.getByTestId('combo-stay-dates')).toHaveTextContent('10/03/2027 → 12/03/2027');
    expect(screen.getByTestId('combo-leg-0')).toHaveTextContent('10/03/2027 08:00');
    // nothing typed: the passport is asked for
    fireEvent.click(screen.getByTestId('combo-pay'));
    expect(await screen.findAllByText('Vui lòng nhập số hộ chiếu')).not.toHaveLength(0);
    expect(bookingApi.post).not.toHaveBeenCalled();
    fillForm(true);
    fireEvent.click(screen.getByTestId('combo-pay'));
    await waitFor(() => expect(bookingApi.post).toHaveBeenCalled());
    expect(paid()[0]).toMatchObject({
      kind: 'combo',
      combo_draft_id: ID,
      passengers: [
        {
          type: 'adult',
          title: 'MR',
          fullName: 'NGUYEN VAN AN',
          nationality: 'VN',
          passportNumber: 'B1234560',
          passportExpiry: '2035-01-01',
          baggage: [],
        },
        {
          type: 'adult',
          title: 'MR',
          fullName: 'TRAN THI BINH',
          nationality: 'VN',
          passportNumber: 'B1234561',
          passportExpiry: '2035-01-01',
          baggage: [],
        },
      ],
    });
  });

  it("keeps the other travellers' dates of birth and nationality in booker_and_passengers (never the passport)", async () => {
    window.localStorage.setItem(
      'booker_and_passengers',
      JSON.stringify({
        contact: { fullName: 'Lê Văn Cường', email: 'c@example.com', phone: '0912345678' },
        passengers: [
          { type: 'adult', title: 'MRS', fullName: 'LE THI DUNG', dateOfBirth: '', nationality: 'VN' },
          { type: 'adult', title: 'MR', fullName: 'LE VAN E', dateOfBirth: '', nationality: 'VN' },
          { type: 'adult', title: 'MR', fullName: 'LE VAN G', dateOfBirth: '', nationality: 'FR' },
          { type: 'child', title: 'MSTR', fullName: 'LE VAN H', dateOfBirth: '2019-05-01', nationality: 'VN' },
        ],
      }),
    );
    answer({ international: true });
    vi.mocked(bookingApi.post).mockReturnValue(new Promise(() => {}));
    renderWithProviders(<ComboCheckoutPage id={ID} lang="vi" />);
    await screen.findByTestId('combo-summary');
    expect(document.querySelector<HTMLInputElement>('#passenger-0-name')!.value).toBe('LE THI DUNG');
    expect(screen.getByTestId<HTMLInputElement>('combo-contact-email').value).toBe('c@example.com');
    await waitFor(() => expect(document.querySelector<HTMLSelectElement>('#passenger-0-nationality')?.value).toBe('VN'));
    fillForm(true);
    fireEvent.click(screen.getByTestId('combo-pay'));
    await waitFor(() => expect(bookingApi.post).toHaveBeenCalled());
    const kept = window.localStorage.getItem('booker_and_passengers')!;
    expect(kept).not.toContain('B123456');
    expect(JSON.parse(kept).passengers).toEqual([
      { type: 'adult', title: 'MRS', fullName: 'NGUYEN VAN AN', dateOfBirth: '', nationality: 'VN' },
      { type: 'adult', title: 'MR', fullName: 'TRAN THI BINH', dateOfBirth: '', nationality: 'VN' },
      { type: 'adult', title: 'MR', fullName: 'LE VAN G', dateOfBirth: '', nationality: 'FR' },
      { type: 'child', title: 'MSTR', fullName: 'LE VAN H', dateOfBirth: '2019-05-01', nationality: 'VN' },
    ]);
  });

  it('a domestic combo asks no passport', async () => {
    answer({ international: false });
    vi.mocked(bookingApi.post).mockReturnValue(new Promise(() => {}));
    renderWithProviders(<ComboCheckoutPage id={ID} lang="vi" />);
    await screen.findByTestId('combo-summary');
    await waitFor(() =>
      expect(flightApi.get).toHaveBeenCalledWith(
        '/deals/42/deal-flights/',
        expect.objectContaining({ params: { origin: 'SGN', departDate: '2027-03-10' } }),
      ),
    );
    fillForm(false);
    fireEvent.click(screen.getByTestId('combo-pay'));
    await waitFor(() => expect(bookingApi.post).toHaveBeenCalled());
    expect(document.querySelector('#passenger-0-passport')).toBeNull();
    expect(paid()[0]).toMatchObject({ kind: 'combo' });
    expect((paid()[0] as Extract<DealPurchaseBody, { kind: 'combo' }>).passengers[0]).toEqual({
      type: 'adult',
      title: 'MR',
      fullName: 'NGUYEN VAN AN',
      baggage: [],
    });
  });

  it("names each leg's fare with its class and baggage (never its code) and marks an arrival after midnight +1, in vi and en", async () => {
    const base = draftOf(6_300_000);
    const late: ComboDraft = {
      ...base,
      quote: { ...base.quote, outbound: { ...base.quote.outbound, startDate: '2027-03-10T22:30', endDate: '2027-03-11T00:45' } },
    };
    answer({ draft: late });
    const view = renderWithProviders(<ComboCheckoutPage id={ID} lang="vi" />);
    const out = await screen.findByTestId('combo-leg-0');
    expect(within(out).getByTestId('combo-leg-fare')).toHaveTextContent('Phổ thông tiết kiệm (E) – 7 kg + 20 kg ký gửi');
    expect(within(out).getByTestId('combo-arrival')).toHaveTextContent('00:45+1');
    expect(within(screen.getByTestId('combo-leg-1')).getByTestId('combo-arrival')).toHaveAttribute('data-day-offset', '0');
    expect(screen.getByTestId('combo-summary')).not.toHaveTextContent(/ECO_|SAVER/);
    view.unmount();
    renderWithProviders(<ComboCheckoutPage id={ID} lang="en" />, { lang: 'en' });
    expect(within(await screen.findByTestId('combo-leg-0')).getByTestId('combo-leg-fare')).toHaveTextContent(
      'Economy Saver (E) – 7 kg + 20 kg checked',
    );
  });

  it('names the cities, the hotel and the room in the page language (issue 34: no Vietnamese in en, no English hotel name in vi)', async () => {
    answer();
    const view = renderWithProviders(<ComboCheckoutPage id={ID} lang="vi" />);
    const vi = await screen.findByTestId('combo-summary');
    expect(within(vi).getByTestId('combo-leg-0')).toHaveTextContent('Hồ Chí Minh (SGN) → Bangkok (BKK)');
    expect(vi).toHaveTextContent('Khách sạn Sông');
    expect(vi).toHaveTextContent('Phòng Superior · 1 phòng');
    expect(vi).not.toHaveTextContent(/River Hotel|Phòng Phòng/);
    view.unmount();
    renderWithProviders(<ComboCheckoutPage id={ID} lang="en" />, { lang: 'en' });
    const en = await screen.findByTestId('combo-summary');
    expect(within(en).getByTestId('combo-leg-0')).toHaveTextContent('Ho Chi Minh City (SGN) → Bangkok (BKK)');
    expect(en).toHaveTextContent('River Hotel');
    expect(en).toHaveTextContent('Superior Room · 1 room');
    expect(en).not.toHaveTextContent(/Hồ Chí Minh|Khách sạn|Phòng/);
  });

  it('COMBO_PRICE_CHANGED: reads the draft again, shows the new total, and pays on confirmation', async () => {
    answer();
    vi.mocked(bookingApi.post).mockRejectedValueOnce(new ApiClientError('Giá đã thay đổi', 'COMBO_PRICE_CHANGED', 409));
    renderWithProviders(<ComboCheckoutPage id={ID} lang="vi" />);
    await screen.findByTestId('combo-summary');
    await waitFor(() => expect(flightApi.get).toHaveBeenCalled());
    fillForm(false);
    vi.mocked(hotelApi.get).mockResolvedValue(ok(draftOf(6_500_000)));
    fireEvent.click(screen.getByTestId('combo-pay'));
    const notice = await screen.findByTestId('combo-price-changed');
    await waitFor(() => expect(notice).toHaveTextContent(/6\.300\.000.*6\.500\.000/));
    expect(screen.getByTestId('combo-checkout-total')).toHaveTextContent('6.500.000');
    expect(screen.getByTestId('combo-pay')).toHaveTextContent('Xác nhận giá mới và thanh toán');
    vi.mocked(bookingApi.post).mockReturnValue(new Promise(() => {}));
    fireEvent.click(screen.getByTestId('combo-pay'));
    await waitFor(() => expect(bookingApi.post).toHaveBeenCalledTimes(2));
  });

  it('COMBO_ALREADY_ORDERED: a panel linking to the order list and the deal', async () => {
    answer();
    vi.mocked(bookingApi.post).mockRejectedValue(new ApiClientError('Đã đặt', 'COMBO_ALREADY_ORDERED', 409));
    window.localStorage.setItem('combo_last_deal', '/deals/combo-bangkok-42');
    renderWithProviders(<ComboCheckoutPage id={ID} lang="vi" />);
    await screen.findByTestId('combo-summary');
    await waitFor(() => expect(flightApi.get).toHaveBeenCalled());
    fillForm(false);
    fireEvent.click(screen.getByTestId('combo-pay'));
    const panel = await screen.findByTestId('combo-already-ordered');
    expect(panel.querySelector('a[href="/tai-khoan/don-hang"]')).not.toBeNull();
    expect(panel.querySelector('a[href="/deals/combo-bangkok-42"]')).not.toBeNull();
  });

  it('a draft that lapses while the checkout is open shows the lapsed panel with the link back to the deal', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer({ draft: draftOf(6_300_000, new Date(Date.now() + 60_000).toISOString()) });
    window.localStorage.setItem('combo_last_deal', '/deals/combo-bangkok-42');
    renderWithProviders(<ComboCheckoutPage id={ID} lang="vi" />);
    await screen.findByTestId('combo-summary');
    vi.mocked(hotelApi.get).mockRejectedValue(new ApiClientError('Hết hạn', 'COMBO_DRAFT_EXPIRED', 410));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(62_000);
    });
    const panel = await screen.findByTestId('combo-lapsed');
    expect(panel).toHaveTextContent('Combo của bạn đã hết hạn lưu, vui lòng chọn lại');
    expect(panel.querySelector('a[href="/deals/combo-bangkok-42"]')).not.toBeNull();
    expect(screen.queryByTestId('combo-checkout-form')).toBeNull();
  });
});
