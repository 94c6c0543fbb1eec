import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPopularDestinations } from './api/fetch-popular-destinations';
import { fetchSuggestions } from './api/fetch-suggestions';
import { RECENT_SEARCHES_KEY } from './recent-searches';
import { hotel, region } from './suggestion-fixtures';
import { navigateTo } from '@/lib/paths';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { SearchBox } from './search-box';

vi.mock('./api/fetch-suggestions', () => ({ fetchSuggestions: vi.fn() }));
vi.mock('./api/fetch-popular-destinations', () => ({ fetchPopularDestinations: vi.fn() }));
vi.mock('@/lib/paths/navigate', () => ({ navigateTo: vi.fn() }));

const suggestMock = vi.mocked(fetchSuggestions);
const popularMock = vi.mocked(fetchPopularDestinations);
const navigateMock = vi.mocked(navigateTo);
const STAY = { checkIn: '2030-12-05', nights: 2, roomCount: 1, adultCount: 1 };
const HCM = region({ regionid: 3, regionname: 'Ho Chi Minh', regionname_vi: 'Hồ Chí Minh', seo_url: 'ho-chi-minh', hotel_count: 900 });
const DA_NANG = region({ hotel_count: 500 });

function renderBox() {
  return renderWithProviders(<SearchBox lang="vi" initial={STAY} bestPrice={{ provinceIds: [], cityIds: [] }} />);
}

const optionNames = () =>
  within(screen.getByTestId('suggestion-list'))
    .getAllByRole('option')
    .map((o) => o.querySelector('span')?.textContent);

beforeEach(() => {
  window.localStorage.clear();
  suggestMock.mockReset();
  popularMock.mockReset();
  navigateMock.mockReset();
  popularMock.mockResolvedValue({ regions: [HCM, DA_NANG] });
  suggestMock.mockResolvedValue({ regions: [], hotels: [hotel({ id: 77, name: 'Hue Garden', name_vi: 'Vườn Huế' })] });
  window.history.replaceState(null, '', '/');
});

describe('the empty destination field (issue 16 item 16; spec 2.2)', { timeout: 20_000 }, () => {
  it('focused empty, shows the popular destinations; the keyboard picks one', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.click(screen.getByTestId('search-input'));
    await screen.findByTestId('suggestion-group-popular');
    expect(screen.getByRole('group', { name: 'Điểm đến phổ biến' })).toBeInTheDocument();
    expect(optionNames()).toEqual(['Hồ Chí Minh', 'Đà Nẵng']);
    expect(screen.getAllByTestId('suggestion-popular')[0]).toHaveTextContent('900 khách sạn');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('search-input')).toHaveValue('Hồ Chí Minh');
    await user.click(screen.getByTestId('search-submit'));
    expect(navigateMock).toHaveBeenCalledWith('/khach-san/ho-chi-minh?checkInDate=05-12-2030&nights=2');
    expect(suggestMock).not.toHaveBeenCalled();
  });

  it('remembers submitted searches (newest first, no duplicates) and offers them before the popular ones', async () => {
    const user = userEvent.setup();
    const { unmount } = renderBox();
    const input = screen.getByTestId('search-input');
    await user.click(input);
    await screen.findByTestId('suggestion-group-popular');
    await user.click(screen.getAllByTestId('suggestion-popular')[1]!);
    await user.click(screen.getByTestId('search-submit'));
    await user.clear(input);
    await user.type(input, 'hue');
    await screen.findByTestId('suggestion-hotel', {}, { timeout: 3000 });
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(navigateMock).toHaveBeenCalledTimes(2));
    unmount();

    renderBox();
    await user.click(screen.getByTestId('search-input'));
    await screen.findByTestId('suggestion-group-popular');
    expect(screen.getByRole('group', { name: 'Tìm kiếm gần đây' })).toBeInTheDocument();
    expect(optionNames()).toEqual(['Vườn Huế', 'Đà Nẵng', 'Hồ Chí Minh', 'Đà Nẵng']);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{Enter}');
    expect(screen.getByTestId('search-input')).toHaveValue('Vườn Huế');
  });

  it('clears the recent searches on request, in the page and in storage', async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([{ type: 'region', region: DA_NANG }]));
    const user = userEvent.setup();
    renderBox();
    await user.click(screen.getByTestId('search-input'));
    await screen.findByTestId('suggestion-group-recent');
    await user.click(screen.getByTestId('recent-clear'));
    expect(screen.queryByTestId('suggestion-group-recent')).not.toBeInTheDocument();
    expect(screen.getByTestId('suggestion-group-popular')).toBeInTheDocument();
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('a failed popular call shows nothing and the field still works', async () => {
    popularMock.mockRejectedValue(new Error('503'));
    const user = userEvent.setup();
    renderBox();
    await user.click(screen.getByTestId('search-input'));
    await waitFor(() => expect(popularMock).toHaveBeenCalled());
    expect(screen.queryByTestId('suggestion-list')).not.toBeInTheDocument();
    await user.type(screen.getByTestId('search-input'), 'hue');
    await screen.findByTestId('suggestion-hotel', {}, { timeout: 3000 });
  });
});
