import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchSuggestions } from './api/fetch-suggestions';
import { region } from './suggestion-fixtures';
import { navigateTo } from '@/lib/paths';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { SearchBox } from './search-box';

vi.mock('./api/fetch-suggestions', () => ({ fetchSuggestions: vi.fn() }));
vi.mock('@/lib/paths/navigate', () => ({ navigateTo: vi.fn() }));

const fetchMock = vi.mocked(fetchSuggestions);
const navigateMock = vi.mocked(navigateTo);
const STAY = { checkIn: '2030-12-05', nights: 2, roomCount: 1, adultCount: 1 };
const FILTERED = '/khach-san/da-nang?checkInDate=05-12-2030&nights=2&star=4,5&sort_by=price&sort_mode=asc&page=3';

function renderListingBox() {
  renderWithProviders(
    <SearchBox
      lang="vi"
      variant="listing"
      initial={{ ...STAY, selection: { type: 'region', region: region() } }}
      bestPrice={{ provinceIds: [], cityIds: [] }}
    />,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  navigateMock.mockReset();
  fetchMock.mockResolvedValue({ regions: [region({ regionid: 9, regionname_vi: 'Huế', seo_url: 'hue' })], hotels: [] });
  window.history.replaceState(null, '', FILTERED);
});

describe('the listing search box submitted again (issue 16 item 11)', { timeout: 20_000 }, () => {
  it('same place: keeps the filters and the sort, takes the new stay, drops the page', async () => {
    const user = userEvent.setup();
    renderListingBox();
    await user.click(screen.getByTestId('guests-toggle'));
    await user.click(screen.getByTestId('rooms-inc'));
    await user.click(screen.getByTestId('search-submit'));
    expect(navigateMock).toHaveBeenCalledWith(
      '/khach-san/da-nang?checkInDate=05-12-2030&nights=2&roomCount=2&adultCount=2&star=4,5&sort_by=price&sort_mode=asc',
    );
  });

  it('another place: a new search, without the old filters', async () => {
    const user = userEvent.setup();
    renderListingBox();
    const input = screen.getByTestId('search-input');
    await user.clear(input);
    await user.type(input, 'hue');
    await user.click(screen.getByTestId('search-submit'));
    expect(navigateMock).toHaveBeenCalledWith('/khach-san/hue?checkInDate=05-12-2030&nights=2');
  });
});
