import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@/lib/i18n/config';
import { fetchSuggestions } from './api/fetch-suggestions';
import { hotel, region } from './suggestion-fixtures';
import { navigateTo } from '@/lib/paths';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { SearchBox } from './search-box';

vi.mock('./api/fetch-suggestions', () => ({ fetchSuggestions: vi.fn() }));
vi.mock('@/lib/paths/navigate', () => ({ navigateTo: vi.fn() }));

const fetchMock = vi.mocked(fetchSuggestions);
const navigateMock = vi.mocked(navigateTo);

const REGIONS = [region(), region({ regionid: 2, regionname: 'Da Lat', regionname_vi: 'Đà Lạt', seo_url: 'da-lat' })];
const HOTELS = [
  hotel({ id: 11, name: 'Danube Hotel', name_vi: 'Khách sạn Danube' }),
  hotel({ id: 12, name: 'Dana Resort', name_vi: 'Dana Resort' }),
];
const STAY = { checkIn: '2030-12-05', nights: 2, roomCount: 1, adultCount: 1 };

function renderBox(lang: Lang = 'vi') {
  renderWithProviders(<SearchBox lang={lang} initial={STAY} bestPrice={{ provinceIds: [1], cityIds: [] }} />, { lang });
  return screen.getByTestId('search-input');
}

async function typeAndWaitForList(user: ReturnType<typeof userEvent.setup>, text: string) {
  const input = renderBox();
  await user.type(input, text);
  await screen.findByTestId('suggestion-list', {}, { timeout: 3000 });
  return input;
}

const activeName = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.querySelector('span')?.textContent : null;
};

beforeEach(() => {
  fetchMock.mockReset();
  navigateMock.mockReset();
  fetchMock.mockResolvedValue({ regions: REGIONS, hotels: HOTELS });
  window.history.replaceState(null, '', '/');
});

describe('SearchBox suggestion list and keyboard (spec 2.2)', { timeout: 20_000 }, () => {
  it('shows regions then hotels, names in Vietnamese with address and hotel count', async () => {
    const user = userEvent.setup();
    await typeAndWaitForList(user, 'da');
    const list = screen.getByRole('listbox');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.querySelector('span')?.textContent)).toEqual(['Đà Nẵng', 'Đà Lạt', 'Khách sạn Danube', 'Dana Resort']);
    expect(screen.getAllByTestId('suggestion-region')[0]).toHaveTextContent('Đà Nẵng, Việt Nam');
    expect(screen.getAllByTestId('suggestion-region')[0]).toHaveTextContent('120 khách sạn');
    expect(screen.getAllByTestId('suggestion-hotel')[0]).toHaveTextContent('12 Võ Nguyên Giáp, Đà Nẵng');
    expect(fetchMock).toHaveBeenCalledWith('da', 'vi', expect.anything());
  });

  it('arrow down goes through the regions, then the hotels, and wraps to the first region', async () => {
    const user = userEvent.setup();
    const input = await typeAndWaitForList(user, 'da');
    expect(input).toHaveAttribute('role', 'combobox');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    const seen: (string | null | undefined)[] = [];
    for (let i = 0; i < 5; i += 1) {
      await user.keyboard('{ArrowDown}');
      seen.push(activeName(input));
    }
    expect(seen).toEqual(['Đà Nẵng', 'Đà Lạt', 'Khách sạn Danube', 'Dana Resort', 'Đà Nẵng']);
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('arrow up goes the other way: from nothing to the last hotel, from the first region to the last hotel', async () => {
    const user = userEvent.setup();
    const input = await typeAndWaitForList(user, 'da');
    const seen: (string | null | undefined)[] = [];
    for (let i = 0; i < 5; i += 1) {
      await user.keyboard('{ArrowUp}');
      seen.push(activeName(input));
    }
    expect(seen).toEqual(['Dana Resort', 'Khách sạn Danube', 'Đà Lạt', 'Đà Nẵng', 'Dana Resort']);
  });

  it('Enter picks the highlighted item, closes the list and submits to it', async () => {
    const user = userEvent.setup();
    const input = await typeAndWaitForList(user, 'da');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('Đà Lạt');
    expect(screen.queryByTestId('suggestion-list')).not.toBeInTheDocument();
    expect(navigateMock).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('search-submit'));
    expect(navigateMock).toHaveBeenCalledWith('/khach-san/da-lat?checkInDate=05-12-2030&nights=2');
  });

  it('Escape closes the list', async () => {
    const user = userEvent.setup();
    await typeAndWaitForList(user, 'da');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('suggestion-list')).not.toBeInTheDocument();
  });

  it('a click outside closes the list; a click on the input opens it again', async () => {
    const user = userEvent.setup();
    const input = await typeAndWaitForList(user, 'da');
    await user.click(document.body);
    expect(screen.queryByTestId('suggestion-list')).not.toBeInTheDocument();
    await user.click(input);
    expect(screen.getByTestId('suggestion-list')).toBeInTheDocument();
  });

  it('the close button closes the list', async () => {
    const user = userEvent.setup();
    await typeAndWaitForList(user, 'da');
    await user.click(screen.getByRole('button', { name: 'Đóng gợi ý' }));
    expect(screen.queryByTestId('suggestion-list')).not.toBeInTheDocument();
  });

  it('a click on a hotel selects it and submits to the hotel page', async () => {
    const user = userEvent.setup();
    const input = await typeAndWaitForList(user, 'da');
    await user.click(screen.getAllByTestId('suggestion-hotel')[1]!);
    expect(input).toHaveValue('Dana Resort');
    expect(screen.queryByTestId('suggestion-list')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('search-submit'));
    expect(navigateMock).toHaveBeenCalledWith('/khach-san/vn/dana-resort-12?checkInDate=05-12-2030&nights=2');
  });

  it('typing after a selection clears it: the typed text is searched again', async () => {
    const user = userEvent.setup();
    const input = await typeAndWaitForList(user, 'da');
    await user.keyboard('{ArrowDown}{Enter}');
    fetchMock.mockResolvedValue({ regions: [], hotels: [] });
    await user.type(input, 'x');
    await user.click(screen.getByTestId('search-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tìm thấy kết quả');
    expect(navigateMock).not.toHaveBeenCalled();
  });
});

describe('SearchBox submit (spec 2.2, 5)', { timeout: 20_000 }, () => {
  it('says "Vui lòng chọn địa điểm" with no selection and an empty input', async () => {
    const user = userEvent.setup();
    const input = renderBox();
    await user.click(screen.getByTestId('search-submit'));
    const alert = await screen.findByTestId('search-error');
    expect(alert).toHaveTextContent(/^Vui lòng chọn địa điểm$/);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(input).toHaveAttribute('aria-describedby', alert.id);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('says "Không tìm thấy kết quả" with input but no suggestions, and clears it on typing', async () => {
    fetchMock.mockResolvedValue({ regions: [], hotels: [] });
    const user = userEvent.setup();
    const input = renderBox();
    await user.type(input, 'zzz');
    await user.click(screen.getByTestId('search-submit'));
    expect(await screen.findByTestId('search-error')).toHaveTextContent(/^Không tìm thấy kết quả$/);
    await user.type(input, 'z');
    expect(screen.queryByTestId('search-error')).not.toBeInTheDocument();
  });

  it('shows no message when the suggestion call fails (spec 8), and asks again on the next submit', async () => {
    fetchMock.mockRejectedValue(new Error('network down'));
    const user = userEvent.setup();
    await user.type(renderBox(), 'hue');
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(screen.getByTestId('search-submit')).toBeEnabled());
    expect(screen.queryByTestId('search-error')).not.toBeInTheDocument();
    expect(navigateMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue({ regions: [region({ seo_url: 'hue' })], hotels: [] });
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/khach-san/hue?checkInDate=05-12-2030&nights=2'));
  });

  it('takes the first suggestion when the visitor submits typed text without picking', async () => {
    const user = userEvent.setup();
    await user.type(renderBox(), 'da');
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/khach-san/da-nang?checkInDate=05-12-2030&nights=2'));
  });

  it('keeps the map view, adds the English prefix and the guests', async () => {
    window.history.replaceState(null, '', '/en/khach-san/tim-kiem?view=map&keyword=x');
    const user = userEvent.setup();
    renderBox('en');
    await user.type(screen.getByTestId('search-input'), 'da');
    await screen.findByTestId('suggestion-list', {}, { timeout: 3000 });
    expect(screen.getAllByTestId('suggestion-region')[0]).toHaveTextContent('Da Nang');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(screen.getByTestId('guests-toggle'));
    await user.click(screen.getByTestId('rooms-inc'));
    await user.click(screen.getByTestId('search-submit'));
    expect(navigateMock).toHaveBeenCalledWith('/en/khach-san/da-nang?checkInDate=05-12-2030&nights=2&roomCount=2&adultCount=2&view=map');
  });

  it('sends a configured province to its best-price listing from a best-price page', async () => {
    window.history.replaceState(null, '', '/khach-san-gia-tot');
    const user = userEvent.setup();
    await typeAndWaitForList(user, 'da');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(screen.getByTestId('search-submit'));
    expect(navigateMock).toHaveBeenCalledWith('/khach-san-gia-tot/tinh/da-nang?checkInDate=05-12-2030&nights=2');
  });
});
