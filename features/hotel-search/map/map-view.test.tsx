import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hotelAt } from './hotel-fixtures';
import { MapTeaser } from './map-teaser';
import { MapView } from './map-view';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';

const navigation = vi.hoisted(() => ({
  replace: vi.fn(),
  pathname: '/khach-san/da-nang',
  search: 'checkInDate=01-12-2030&nights=2&star=4,5&view=map',
}));

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: navigation.replace, push: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
}));

// the key-free map fetches its geography: an empty slice
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ bbox: [97, 5, 118, 25], land: [], borders: [], countries: {} }))),
  );
});
afterEach(() => vi.unstubAllGlobals());

const HOTELS = [hotelAt(1, 16.05, 108.2), hotelAt(2, 16.07, 108.22)];

function renderView(props: Partial<Parameters<typeof MapView>[0]> = {}, lang: 'vi' | 'en' = 'vi') {
  return renderWithProviders(
    <MapView hotels={HOTELS} total={57} centre={{ lat: 16.05, lon: 108.2 }} searchBox={<input aria-label="Điểm đến" />} {...props}>
      <p>danh sách</p>
    </MapView>,
    { lang },
  );
}

beforeEach(() => {
  navigation.replace.mockReset();
  navigation.search = 'checkInDate=01-12-2030&nights=2&star=4,5&view=map';
});

describe('MapView (spec 2.7)', () => {
  it('goes back to the list by removing view from the query', async () => {
    const user = userEvent.setup();
    renderView();
    await user.click(screen.getByRole('button', { name: /Quay lại danh sách/ }));
    expect(navigation.replace).toHaveBeenCalledWith('/khach-san/da-nang?checkInDate=01-12-2030&nights=2&star=4,5');
  });

  it('shows the list content on the left and the total and the map on the right', () => {
    renderView();
    const list = screen.getByRole('region', { name: 'Danh sách khách sạn' });
    expect(within(list).getByText('danh sách')).toBeInTheDocument();
    const map = screen.getByRole('region', { name: '57 khách sạn' });
    expect(within(map).getAllByTestId('map-pin')).toHaveLength(2);
  });

  it('says hotel or hotels in English', () => {
    const { unmount } = renderView({ total: 1 }, 'en');
    expect(screen.getByRole('heading', { name: '1 hotel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to list/ })).toBeInTheDocument();
    unmount();
    renderView({ total: 3 }, 'en');
    expect(screen.getByRole('heading', { name: '3 hotels' })).toBeInTheDocument();
  });

  it('opens the filter panel with the "Bộ lọc" button and lets it close', async () => {
    const user = userEvent.setup();
    renderView({
      filterPanel: ({ open, close }) =>
        open ? (
          <div role="dialog" aria-label="Bộ lọc khách sạn">
            <button type="button" onClick={close}>
              xong
            </button>
          </div>
        ) : null,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bộ lọc' }));
    expect(screen.getByRole('dialog', { name: 'Bộ lọc khách sạn' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'xong' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no filter button without a filter panel', () => {
    renderView();
    expect(screen.queryByRole('button', { name: 'Bộ lọc' })).not.toBeInTheDocument();
  });

  it('toggles the search header with the arrow, and the backdrop closes it', async () => {
    const user = userEvent.setup();
    renderView();
    const searchInput = screen.getByLabelText('Điểm đến', { selector: 'input' });
    expect(searchInput).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Mở khung tìm kiếm' }));
    const toggle = screen.getByRole('button', { name: 'Thu gọn khung tìm kiếm' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(searchInput).toBeVisible();

    await user.click(screen.getByTestId('map-search-backdrop'));
    expect(searchInput).not.toBeVisible();
    expect(screen.queryByTestId('map-search-backdrop')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mở khung tìm kiếm' }));
    await user.click(screen.getByRole('button', { name: 'Thu gọn khung tìm kiếm' }));
    expect(searchInput).not.toBeVisible();
  });

  it('starts at zoom 13 on the search centre when no hotel has a position', () => {
    renderView({ hotels: [] });
    expect(screen.getByTestId('svg-map')).toHaveAttribute('data-zoom', '13');
  });
});

describe('MapTeaser (spec 2.3)', () => {
  it('switches to the map view by adding view=map to the current query', async () => {
    navigation.search = 'checkInDate=01-12-2030&nights=2&page=3';
    const user = userEvent.setup();
    renderWithProviders(<MapTeaser />);
    await user.click(screen.getByRole('button', { name: 'Xem bản đồ' }));
    expect(navigation.replace).toHaveBeenCalledWith('/khach-san/da-nang?checkInDate=01-12-2030&nights=2&page=3&view=map');
  });
});
