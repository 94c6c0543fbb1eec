import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchSuggestions } from './api/fetch-suggestions';
import { hotel, region } from './suggestion-fixtures';
import { MobileSummaryBar, type MobileSummaryBarProps } from './mobile-summary-bar';
import { navigateTo } from '@/lib/paths';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { SearchBox } from './search-box';

vi.mock('./api/fetch-suggestions', () => ({ fetchSuggestions: vi.fn() }));
vi.mock('@/lib/paths/navigate', () => ({ navigateTo: vi.fn() }));

const fetchMock = vi.mocked(fetchSuggestions);
const navigateMock = vi.mocked(navigateTo);
const desktopMatchMedia = window.matchMedia;
const STAY = { checkIn: '2030-12-05', nights: 2, roomCount: 1, adultCount: 2 };

beforeEach(() => {
  fetchMock.mockReset();
  navigateMock.mockReset();
  fetchMock.mockResolvedValue({ regions: [region()], hotels: [hotel()] });
  window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), matches: true });
});
afterEach(() => {
  window.matchMedia = desktopMatchMedia;
});

describe('SearchBox on a phone (spec 2.2)', { timeout: 20_000 }, () => {
  function renderPhoneBox() {
    renderWithProviders(<SearchBox lang="vi" initial={STAY} bestPrice={{ provinceIds: [], cityIds: [] }} />);
    return screen.getByTestId('search-input');
  }

  it('opens a full-screen input that takes the focus, with the suggestion list', async () => {
    const user = userEvent.setup();
    const trigger = renderPhoneBox();
    expect(trigger).toHaveAttribute('readonly');
    await user.click(trigger);
    const overlay = screen.getByRole('dialog', { name: 'Tìm điểm đến' });
    const input = within(overlay).getByRole('combobox');
    expect(input).toHaveFocus();
    await user.type(input, 'da');
    await within(overlay).findByTestId('suggestion-list', {}, { timeout: 3000 });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('search-input')).toHaveValue('Đà Nẵng');
    await user.click(screen.getByTestId('search-submit'));
    expect(navigateMock).toHaveBeenCalledWith('/khach-san/da-nang?checkInDate=05-12-2030&nights=2&adultCount=2');
  });

  it('closes with its close button and gives the focus back', async () => {
    const user = userEvent.setup();
    const trigger = renderPhoneBox();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('shows the validation message after submitting from the overlay', async () => {
    fetchMock.mockResolvedValue({ regions: [], hotels: [] });
    const user = userEvent.setup();
    await user.click(renderPhoneBox());
    await user.type(screen.getByRole('combobox'), 'qq{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tìm thấy kết quả');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('MobileSummaryBar (spec 2.3, 2.6)', { timeout: 20_000 }, () => {
  const renderBar = (destination: MobileSummaryBarProps['destination'] = { selection: { type: 'region', region: region() } }) =>
    renderWithProviders(<MobileSummaryBar lang="vi" stay={STAY} destination={destination} bestPrice={{ provinceIds: [], cityIds: [] }} />);

  beforeEach(() => {
    window.history.replaceState(null, '', '/khach-san/da-nang?checkInDate=05-12-2030&nights=2&adultCount=2&star=5&page=3');
  });

  it('shows the destination, the date range as DD/MM/YYYY - DD/MM/YYYY, rooms and adults', () => {
    renderBar();
    const bar = screen.getByTestId('summary-bar');
    expect(screen.getByTestId('summary-destination')).toHaveTextContent('Đà Nẵng');
    expect(bar).toHaveTextContent('1 phòng, 2 người lớn');
    expect(bar).toHaveTextContent('05/12/2030 - 07/12/2030');
  });

  it('shows the searched text when the listing has no region', () => {
    renderBar({ keyword: 'bien xanh', selection: null });
    expect(screen.getByTestId('summary-destination')).toHaveTextContent('bien xanh');
  });

  it('opens the full-screen search whose destination opens the full-screen input, and searches the new place', async () => {
    fetchMock.mockResolvedValue({
      regions: [region({ regionid: 2, regionname: 'Hoi An', regionname_vi: 'Hội An', seo_url: 'hoi-an' })],
      hotels: [],
    });
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByTestId('summary-bar'));
    const sheet = await screen.findByRole('dialog', { name: 'Thay đổi tìm kiếm' });
    expect(sheet.closest('.ant-modal-root')?.className).toMatch(/sheet/);
    const trigger = within(sheet).getByTestId('search-input');
    expect(trigger).toHaveValue('Đà Nẵng');
    await user.click(trigger);
    const overlay = screen.getByRole('dialog', { name: 'Tìm điểm đến' });
    const input = within(overlay).getByRole('combobox');
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'hoi');
    await within(overlay).findByTestId('suggestion-list', {}, { timeout: 3000 });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('dialog', { name: 'Tìm điểm đến' })).not.toBeInTheDocument();
    expect(within(sheet).getByTestId('search-input')).toHaveValue('Hội An');
    await user.click(within(sheet).getByTestId('summary-update'));
    // another place is a new search: the filters of this listing do not follow
    await vi.waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/khach-san/hoi-an?checkInDate=05-12-2030&nights=2&adultCount=2'));
    await vi.waitFor(() => expect(screen.queryByTestId('summary-update')).not.toBeInTheDocument());
  });

  it('says so when the typed place has no match, and stays open', async () => {
    fetchMock.mockResolvedValue({ regions: [], hotels: [] });
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByTestId('summary-bar'));
    const sheet = await screen.findByRole('dialog', { name: 'Thay đổi tìm kiếm' });
    await user.click(within(sheet).getByTestId('search-input'));
    const input = within(screen.getByRole('dialog', { name: 'Tìm điểm đến' })).getByRole('combobox');
    await user.clear(input);
    await user.type(input, 'qq{Enter}');
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('Không tìm thấy kết quả');
    expect(navigateMock).not.toHaveBeenCalled();
    expect(within(sheet).getByTestId('summary-update')).toBeInTheDocument();
  });

  it('opens a popup whose Update keeps the listing and replaces the stay, then closes', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByTestId('summary-bar'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Nhận phòng')).toHaveValue('05-12-2030');
    await user.click(within(dialog).getByTestId('guests-toggle'));
    await user.click(within(dialog).getByTestId('rooms-inc'));
    await user.click(within(dialog).getByTestId('summary-update'));
    expect(navigateMock).toHaveBeenCalledWith('/khach-san/da-nang?checkInDate=05-12-2030&nights=2&roomCount=2&adultCount=2&star=5');
    await vi.waitFor(() => expect(screen.queryByTestId('summary-update')).not.toBeInTheDocument());
  });

  it('closes without navigating by its close button, and forgets unsaved changes', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByTestId('summary-bar'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('guests-toggle'));
    await user.click(within(dialog).getByTestId('adults-inc'));
    await user.click(within(dialog).getByRole('button', { name: /close|đóng/i }));
    await vi.waitFor(() => expect(screen.queryByTestId('summary-update')).not.toBeInTheDocument());
    expect(navigateMock).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('summary-bar'));
    expect(await screen.findByTestId('guests-toggle')).toHaveTextContent('1 phòng, 2 người lớn');
  });

  it('closes on a click on the backdrop', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByTestId('summary-bar'));
    await screen.findByRole('dialog');
    await user.click(document.querySelector('.ant-modal-wrap') as HTMLElement);
    await vi.waitFor(() => expect(screen.queryByTestId('summary-update')).not.toBeInTheDocument());
    expect(navigateMock).not.toHaveBeenCalled();
  });
});
