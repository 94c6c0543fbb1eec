import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreatedOrder } from '@/features/orders/index';
import { choosePaymentMethod, listPaymentMethods, type PaymentMethod } from '@/features/payment/index';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { navigateTo } from '@/lib/paths/navigate';
import { flightApi, tmsApi } from '@/lib/api-client/services';
import type { FlightBookingRequest, FlightTravellersBody, PassportCountry } from '../../schemas';
import { flightRequestFixture, internationalFixture, passengerFixture, TICKETS_FIXTURE_TOTAL } from '../checkout-fixture';
import { BOOKER_AND_PASSENGERS_KEY } from '../passengers/travellers-storage';
import { renderFlightCheckout } from './flight-checkout-harness';

// the flight calls are answered at the service clients, so the paths the fetchers use are checked too
vi.mock('@/lib/api-client/services', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client/services')>()),
  flightApi: { get: vi.fn(), put: vi.fn(), post: vi.fn() },
  tmsApi: { get: vi.fn() },
}));
vi.mock('@/features/payment/api/payment', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/payment/api/payment')>()),
  listPaymentMethods: vi.fn(),
  choosePaymentMethod: vi.fn(),
}));
vi.mock('@/lib/paths/navigate', () => ({ navigateTo: vi.fn() }));
vi.mock('next/navigation', () => ({ usePathname: () => '/ve-may-bay/dat-ve/x', useSearchParams: () => new URLSearchParams() }));

const ID = flightRequestFixture().id;
const ok = <T,>(data: T) => ({ status: 'success' as const, data });
const REQUEST_PATH = `/booking-requests/${ID}`;

/** GET .../booking-requests/{id} answers this (or fails with it). */
const getFlightBookingRequest = {
  mockResolvedValue: (request: FlightBookingRequest) => vi.mocked(flightApi.get).mockImplementation(async () => ok(request)),
  mockRejectedValue: (error: Error) => vi.mocked(flightApi.get).mockRejectedValue(error),
};
const putFlightTravellers = {
  mockReturnValue: (answer: Promise<FlightBookingRequest>) => vi.mocked(flightApi.put).mockImplementation(async () => ok(await answer)),
  mockRejectedValue: (error: Error) => vi.mocked(flightApi.put).mockRejectedValue(error),
  calls: () => vi.mocked(flightApi.put).mock.calls as unknown as [string, FlightTravellersBody, { headers: Record<string, string> }][],
};
const listPassportCountries = (countries: PassportCountry[]) => vi.mocked(tmsApi.get).mockResolvedValue(ok(countries));
const createFlightOrder = {
  mockResolvedValue: (created: CreatedOrder) => vi.mocked(flightApi.post).mockResolvedValue(ok(created)),
  mockRejectedValue: (error: Error) => vi.mocked(flightApi.post).mockRejectedValue(error),
};
const vnd = (n: number) => `${n.toLocaleString('vi-VN').replace(/,/g, '.')}`;

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  window.scrollTo = vi.fn();
});
afterEach(() => vi.clearAllMocks());

const fill = (label: string | RegExp, value: string, scope: ReturnType<typeof within> | typeof screen = screen) => {
  const input = scope.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  // a typed date (the DD/MM/YYYY picker) is taken with Enter
  if (/^\d\d\/\d\d\/\d{4}$/.test(value)) fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(input);
};

describe('page states', () => {
  it('says an unknown request (404) cannot be found, with a way to the flights', async () => {
    getFlightBookingRequest.mockRejectedValue(new ApiClientError('x', 'NOT_FOUND', 404));
    renderFlightCheckout('missing', { lang: 'en' });
    expect(await screen.findByRole('heading', { name: 'Booking request not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search flights' })).toHaveAttribute('href', '/en/ve-may-bay');
  });

  it("shows the catalogue's message for another failure, never a crash", async () => {
    getFlightBookingRequest.mockRejectedValue(new ApiClientError('x', 'SERVICE_BUSY', 503));
    renderFlightCheckout(ID);
    expect(await screen.findByRole('alert')).toHaveTextContent('Hệ thống đang bận, vui lòng thử lại sau giây lát');
  });

  it('shows an expired hold as a clear panel with a link back to the results of the same trip', async () => {
    getFlightBookingRequest.mockResolvedValue(flightRequestFixture({ status: 'EXPIRED' }));
    renderFlightCheckout(ID);
    const panel = await screen.findByTestId('flight-hold-expired');
    expect(panel).toHaveTextContent('Thời gian giữ chỗ đã hết');
    const link = within(panel).getByRole('link', { name: 'Chọn lại chuyến bay' });
    const url = new URL(link.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/ve-may-bay/tim-kiem');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ ap: 'HAN.DAD', dt: '20-12-2026.23-12-2026', ps: '2.0.1', leg: '1' });
    expect(screen.queryByTestId('flight-checkout-form')).toBeNull();
    expect(screen.queryByTestId('hold-countdown')).toBeNull();
  });

  it('counts the hold down while it lasts', async () => {
    getFlightBookingRequest.mockResolvedValue(flightRequestFixture());
    renderFlightCheckout(ID);
    expect(await screen.findByTestId('hold-countdown')).toHaveTextContent(/Giữ chỗ trong\s*1[45]:\d\d/);
  });
});

describe('booking summary (spec 2.12)', () => {
  it('shows the passengers and each leg: airline logo, points, times, HHh:MMm duration, flight number, fare, baggage', async () => {
    getFlightBookingRequest.mockResolvedValue(flightRequestFixture());
    renderFlightCheckout(ID);
    const summary = await screen.findByTestId('flight-summary');
    expect(within(summary).getByTestId('flight-passenger-count')).toHaveTextContent('3 hành khách (2 người lớn, 1 em bé)');
    const out = within(summary).getByTestId('flight-leg-0');
    expect(out).toHaveTextContent('Chiều đi');
    expect(out).toHaveTextContent('Vietnam Airlines');
    expect(out).toHaveTextContent('07:05');
    expect(out).toHaveTextContent('HAN');
    expect(out).toHaveTextContent('08:25');
    expect(out).toHaveTextContent('DAD');
    expect(out).toHaveTextContent('01h:20m');
    expect(out).toHaveTextContent('VN157');
    expect(out).toHaveTextContent('Phổ thông tiêu chuẩn (M)');
    expect(out).toHaveTextContent('23 kg');
    expect(out.querySelector('img')).toHaveAttribute('src', '/airlines/VN.svg');
    const back = within(summary).getByTestId('flight-leg-1');
    expect(back).toHaveTextContent('Chiều về');
    expect(back).toHaveTextContent('01h:25m');
    expect(back).toHaveTextContent('VJ522');
    expect(back).toHaveTextContent('Không bao gồm');
  });

  it('says when the server priced the flights differently from the results page', async () => {
    getFlightBookingRequest.mockResolvedValue(flightRequestFixture({ priceChanged: true }));
    renderFlightCheckout(ID, { lang: 'en' });
    expect(await screen.findByTestId('price-changed')).toHaveTextContent('The fare has changed since you chose it');
  });

  it('shows the fare breakdown from the server quote', async () => {
    getFlightBookingRequest.mockResolvedValue(flightRequestFixture());
    renderFlightCheckout(ID);
    const box = await screen.findByTestId('fare-breakdown');
    expect(box).toHaveTextContent('Người lớn x 2');
    expect(box).toHaveTextContent('Em bé x 1');
    expect(box).not.toHaveTextContent('Trẻ em x');
    expect(within(box).getByTestId('fare-total')).toHaveTextContent(vnd(TICKETS_FIXTURE_TOTAL));
    expect(within(box).queryByTestId('fare-baggage')).toBeNull();
  });
});

describe('step 1: passengers', () => {
  it('has one block per passenger by type in order, with titles that fit the type', async () => {
    getFlightBookingRequest.mockResolvedValue(flightRequestFixture({ adultCount: 1, childCount: 1, infantCount: 1 }));
    renderFlightCheckout(ID);
    // the passenger fieldsets (the summary's fare rules are disclosures, groups too)
    const groups = (await screen.findAllByRole('group')).filter((g) => g.tagName === 'FIELDSET');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'Người lớn 1',
      'Trẻ em 1 (2 - 11 tuổi)',
      'Em bé 1 (dưới 2 tuổi)',
    ]);
    const options = (group: HTMLElement) =>
      within(group)
        .getAllByRole('option')
        .filter((o) => o.closest('select')?.id.endsWith('-title'))
        .map((o) => o.textContent);
    expect(options(groups[0]!)).toEqual(['Ông', 'Bà', 'Cô']);
    expect(options(groups[1]!)).toEqual(['Bé trai', 'Bé gái']);
    // adults give no date of birth; children and infants do; infants buy no baggage
    expect(within(groups[0]!).queryByLabelText('Ngày sinh')).toBeNull();
    expect(within(groups[1]!).getByLabelText('Ngày sinh')).toBeInTheDocument();
    expect(within(groups[2]!).getByLabelText('Ngày sinh')).toBeInTheDocument();
    expect(within(groups[0]!).getAllByRole('combobox', { name: /Mua thêm hành lý ký gửi/ })).toHaveLength(2);
    expect(within(groups[2]!).queryByRole('combobox', { name: /Mua thêm hành lý ký gửi/ })).toBeNull();
    expect(screen.getByText(/viết không dấu/)).toBeInTheDocument();
    // no passport on a domestic route
    expect(screen.queryByLabelText('Số hộ chiếu')).toBeNull();
  });

  it("takes an infant's date of birth typed DD/MM/YYYY only inside the age band (edges on the travel dates), in English too", async () => {
    getFlightBookingRequest.mockResolvedValue(flightRequestFixture());
    const { unmount } = renderFlightCheckout(ID);
    const infant = await screen.findByTestId('passenger-2');
    const dob = within(infant).getByLabelText('Ngày sinh');
    // 13 days old on the first flight (20/12/2026), then 2 years old on the last (23/12/2026): the picker refuses both
    fill('Ngày sinh', '07/12/2026', within(infant));
    expect(within(infant).getByText('Vui lòng nhập ngày sinh của trẻ em và em bé')).toBeInTheDocument();
    expect(dob).toHaveAttribute('aria-invalid', 'true');
    fill('Ngày sinh', '23/12/2024', within(infant));
    expect(dob).toHaveAttribute('aria-invalid', 'true');
    fill('Ngày sinh', '24/12/2024', within(infant));
    expect(dob).toHaveValue('24/12/2024');
    expect(dob).toHaveAttribute('aria-invalid', 'false');
    unmount();
    window.localStorage.clear();
    renderFlightCheckout(ID, { lang: 'en' });
    const infantEn = await screen.findByTestId('passenger-2');
    fill('Date of birth', '07/12/2026', within(infantEn));
    expect(within(infantEn).getByText('Please enter the date of birth of children and infants')).toBeInTheDocument();
  });

  it('asks nationality (from the passport countries call), passport number and expiry on international routes', async () => {
    getFlightBookingRequest.mockResolvedValue(internationalFixture());
    listPassportCountries([
      { code: 'VN', nameVi: 'Việt Nam', nameEn: 'Vietnam' },
      { code: 'TH', nameVi: 'Thái Lan', nameEn: 'Thailand' },
    ]);
    renderFlightCheckout(ID);
    const adult = await screen.findByTestId('passenger-0');
    const nationality = within(adult).getByRole('combobox', { name: 'Quốc tịch' });
    await waitFor(() => expect(within(nationality).getByRole('option', { name: 'Thái Lan' })).toBeInTheDocument());
    expect(within(adult).getByLabelText('Số hộ chiếu')).toBeInTheDocument();
    // the passport must run 6 months past the last flight (20/12/2026): the day before is not taken, that day is
    fill('Ngày hết hạn hộ chiếu', '19/06/2027', within(adult));
    expect(within(adult).getByText('Vui lòng nhập ngày hết hạn hộ chiếu')).toBeInTheDocument();
    fill('Ngày hết hạn hộ chiếu', '20/06/2027', within(adult));
    expect(within(adult).queryByText('Vui lòng nhập ngày hết hạn hộ chiếu')).toBeNull();
    expect(tmsApi.get).toHaveBeenCalledTimes(1);
    expect(vi.mocked(tmsApi.get).mock.calls[0]![0]).toBe('/redirect/core-user-service/passports/countries');
  });

  it('does not ask for countries on domestic routes', async () => {
    getFlightBookingRequest.mockResolvedValue(flightRequestFixture());
    renderFlightCheckout(ID);
    await screen.findByTestId('passenger-0');
    expect(tmsApi.get).not.toHaveBeenCalled();
  });

  it('refuses to go on with problems, marking them, and calls nothing', async () => {
    getFlightBookingRequest.mockResolvedValue(flightRequestFixture());
    renderFlightCheckout(ID);
    fireEvent.click(await screen.findByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByText('Vui lòng kiểm tra lại các thông tin được đánh dấu')).toBeInTheDocument();
    expect(screen.getAllByText('Vui lòng nhập họ và tên').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Vui lòng nhập ngày sinh của trẻ em và em bé')).toBeInTheDocument();
    expect(flightApi.put).not.toHaveBeenCalled();
  });

  it('saves travellers with baggage; the total then shown is the server answer, and step 2 follows', async () => {
    const request = flightRequestFixture();
    getFlightBookingRequest.mockResolvedValue(request);
    vi.mocked(listPaymentMethods).mockReturnValue(new Promise(() => {}));
    const answered = flightRequestFixture({
      contact: { fullName: 'Nguyễn Văn An', email: 'an@example.com', phone: '+84901234567' },
      passengers: [
        passengerFixture({ listBaggage: [{ leg: 0, kg: 20, price: 260_000 }] }),
        passengerFixture({ title: 'MS', firstName: 'THI BINH', lastName: 'TRAN' }),
        passengerFixture({ type: 'infant', title: 'MISS', firstName: 'BE', lastName: 'NGUYEN', dateOfBirth: '2026-03-01' }),
      ],
      quote: { ...request.quote, baggagePrice: 260_000, totalPrice: request.quote.ticketPrice + 260_000 },
    });
    let answer: (value: typeof answered) => void = () => {};
    putFlightTravellers.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderFlightCheckout(ID);
    const [a1, a2, inf] = [await screen.findByTestId('passenger-0'), screen.getByTestId('passenger-1'), screen.getByTestId('passenger-2')];
    fill('Họ và tên', 'Nguyễn Văn An', within(a1));
    expect(within(a1).getByLabelText('Họ và tên')).toHaveValue('NGUYEN VAN AN');
    fireEvent.change(within(a1).getByRole('combobox', { name: /HAN → DAD/ }), { target: { value: '20' } });
    fireEvent.change(within(a2).getByLabelText('Danh xưng'), { target: { value: 'MS' } });
    fill('Họ và tên', 'Trần Thị Bình', within(a2));
    fireEvent.change(within(inf).getByLabelText('Danh xưng'), { target: { value: 'MISS' } });
    fill('Họ và tên', 'Nguyễn Bé', within(inf));
    fill('Ngày sinh', '01/03/2026', within(inf));
    const contact = within(screen.getByTestId('flight-contact'));
    fill('Họ và tên', 'Nguyễn Văn An', contact);
    fill('Email', 'an@example.com', contact);
    fill('Số điện thoại', '901234567', contact);
    // the total follows the baggage on the form at once (the options' prices), saved on Continue
    expect(screen.getByTestId('baggage-pending')).toBeInTheDocument();
    expect(screen.getByTestId('fare-total')).toHaveTextContent(vnd(TICKETS_FIXTURE_TOTAL + 260_000));
    expect(screen.getByTestId('fare-baggage')).toHaveTextContent(vnd(260_000));
    expect(screen.getByTestId('fare-toggle')).toHaveTextContent(vnd(TICKETS_FIXTURE_TOTAL + 260_000));
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    await waitFor(() => expect(flightApi.put).toHaveBeenCalledTimes(1));
    const [path, body, options] = putFlightTravellers.calls()[0]!;
    expect(path).toBe(`${REQUEST_PATH}/passengers`);
    expect(options.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toEqual({
      contact: { fullName: 'Nguyễn Văn An', email: 'an@example.com', phone: '+84901234567' },
      passengers: [
        { type: 'adult', title: 'MR', fullName: 'NGUYEN VAN AN', baggage: [{ leg: 0, kg: 20 }] },
        { type: 'adult', title: 'MS', fullName: 'TRAN THI BINH', baggage: [] },
        { type: 'infant', title: 'MISS', fullName: 'NGUYEN BE', dateOfBirth: '2026-03-01', baggage: [] },
      ],
    });
    expect(screen.getByTestId('fare-total')).toHaveTextContent(vnd(TICKETS_FIXTURE_TOTAL + 260_000));
    answer(answered);
    // the saved request re-renders the price box: both lines are read once it has (under load that is a later frame)
    await waitFor(() => {
      expect(screen.getByTestId('fare-total')).toHaveTextContent(vnd(TICKETS_FIXTURE_TOTAL + 260_000));
      expect(screen.getByTestId('fare-baggage')).toHaveTextContent(vnd(260_000));
    });
    expect(await screen.findByRole('heading', { name: 'Chọn phương thức thanh toán' })).toBeInTheDocument();
    expect(window.location.search).toBe('?step=2');
    // the pay step reviews the passengers as saved: names as tickets print them, the baggage bought
    const review = screen.getByTestId('flight-review');
    expect(review).toHaveTextContent('NGUYEN VAN AN');
    expect(review).toHaveTextContent('20 kg');
    // remembered for the next booking, without passport numbers
    expect(JSON.parse(window.localStorage.getItem(BOOKER_AND_PASSENGERS_KEY)!).contact).toEqual({
      fullName: 'Nguyễn Văn An',
      email: 'an@example.com',
      phone: '901234567',
    });
    // a whole form typed on a shared 2-core machine: more than the default 5 s
  }, 15_000);

  it('shows a refused save readably in the page language', async () => {
    getFlightBookingRequest.mockResolvedValue(flightRequestFixture({ adultCount: 1, infantCount: 0 }));
    putFlightTravellers.mockRejectedValue(new ApiClientError('x', 'FLIGHT_SOLD_OUT', 409));
    renderFlightCheckout(ID, { lang: 'en' });
    const a1 = await screen.findByTestId('passenger-0');
    fill('Full name', 'Nguyen Van An', within(a1));
    const contact = within(screen.getByTestId('flight-contact'));
    fill('Full name', 'Nguyen Van An', contact);
    fill('Email', 'an@example.com', contact);
    fill('Phone number', '901234567', contact);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('travellers-error')).toHaveTextContent('Sorry, the fare you chose has no seats left');
  });

  it('fills the form from booker_and_passengers of an earlier booking', async () => {
    window.localStorage.setItem(
      BOOKER_AND_PASSENGERS_KEY,
      JSON.stringify({
        contact: { fullName: 'Trần Bình', email: 'b@example.com', phone: '912345678' },
        passengers: [{ type: 'adult', title: 'MRS', fullName: 'TRAN THI BINH', dateOfBirth: '', nationality: '' }],
      }),
    );
    getFlightBookingRequest.mockResolvedValue(flightRequestFixture());
    renderFlightCheckout(ID);
    const a1 = within(await screen.findByTestId('passenger-0'));
    expect(a1.getByLabelText('Họ và tên')).toHaveValue('TRAN THI BINH');
    expect(a1.getByLabelText('Danh xưng')).toHaveValue('MRS');
    expect(within(screen.getByTestId('passenger-1')).getByLabelText('Họ và tên')).toHaveValue('');
    const contact = within(screen.getByTestId('flight-contact'));
    expect(contact.getByLabelText('Email')).toHaveValue('b@example.com');
    expect(contact.getByLabelText('Số điện thoại')).toHaveValue('912345678');
  });
});

describe('step 2: payment', () => {
  const saved = () =>
    flightRequestFixture({
      contact: { fullName: 'Nguyễn Văn An', email: 'an@example.com', phone: '+84901234567' },
      passengers: [
        passengerFixture(),
        passengerFixture({ firstName: 'BINH' }),
        passengerFixture({ type: 'infant', title: 'MISS', dateOfBirth: '2026-03-01' }),
      ],
    });
  const method: PaymentMethod = {
    id: 1,
    payment_method: 'payment_method_credit_card',
    name_vi: 'Thẻ tín dụng',
    name_en: 'Credit card',
    logo: '/payment/card.svg',
    short_desc_vi: 'mô tả',
    short_desc_en: 'description',
    final_fee: 0,
    fee_percent: 0,
    payment_limit: { min: null },
    order_value: TICKETS_FIXTURE_TOTAL,
    disabled: false,
  };

  it('opens step 1 when the travellers are not saved yet', async () => {
    getFlightBookingRequest.mockResolvedValue(flightRequestFixture());
    renderFlightCheckout(ID, { step: 2 });
    expect(await screen.findByTestId('flight-checkout-form')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('lists the methods of the flight request, chooses one, then makes the order with an Idempotency-Key and goes to the gateway', async () => {
    getFlightBookingRequest.mockResolvedValue(saved());
    vi.mocked(listPaymentMethods).mockResolvedValue([method]);
    vi.mocked(choosePaymentMethod).mockResolvedValue({
      booking_request_id: ID,
      payment_method: method.payment_method,
      payment_method_fee: 0,
      total_price: TICKETS_FIXTURE_TOTAL,
      coupon_discount: 0,
      payment_fee: 0,
      final_price: TICKETS_FIXTURE_TOTAL,
      voucher_hint: null,
    });
    createFlightOrder.mockResolvedValue({
      order: { order_number: 'F1234567' },
      access_token: 'tok',
      pin_code: '123456',
      payment: { kind: 'redirect', transaction_id: 'T1', payment_url: 'https://gateway.example/pay?x=1', expires_at: '' },
    } as unknown as CreatedOrder);
    renderFlightCheckout(ID, { step: 2 });
    fireEvent.click(await screen.findByRole('radio', { name: /Thẻ tín dụng/ }));
    expect(listPaymentMethods).toHaveBeenCalledWith(ID, expect.any(AbortSignal));
    await waitFor(() =>
      expect(choosePaymentMethod).toHaveBeenCalledWith(
        ID,
        { payment_method: method.payment_method, user_type: 'person' },
        expect.any(String),
      ),
    );
    const pay = screen.getByRole('button', { name: 'Thanh toán' });
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('https://gateway.example/pay?x=1'));
    expect(flightApi.post).toHaveBeenCalledWith(
      `${REQUEST_PATH}/order`,
      { lang: 'vi' },
      { headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/) } },
    );
    expect(flightApi.get).toHaveBeenCalledWith(REQUEST_PATH, expect.anything());
  });

  it('says an expired hold at payment in flight words', async () => {
    getFlightBookingRequest.mockResolvedValue(saved());
    vi.mocked(listPaymentMethods).mockResolvedValue([method]);
    vi.mocked(choosePaymentMethod).mockResolvedValue({
      booking_request_id: ID,
      payment_method: method.payment_method,
      payment_method_fee: 0,
      total_price: 1,
      coupon_discount: 0,
      payment_fee: 0,
      final_price: 1,
      voucher_hint: null,
    });
    createFlightOrder.mockRejectedValue(new ApiClientError('x', 'FLIGHT_HOLD_EXPIRED', 409));
    renderFlightCheckout(ID, { step: 2 });
    fireEvent.click(await screen.findByRole('radio', { name: /Thẻ tín dụng/ }));
    const pay = screen.getByRole('button', { name: 'Thanh toán' });
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    expect(await screen.findByText('Thời gian giữ chỗ đã hết. Vui lòng chọn lại chuyến bay.')).toBeInTheDocument();
  });
});
