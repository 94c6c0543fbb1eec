import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hotelAt } from './hotel-fixtures';
import type { MapPlace } from './map-place';
import type { HotelListItem } from '../schemas';
import { MapListItem } from './map-list-item';
import { MapSelectionProvider, useMapSelection } from './map-selection-context';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { SvgMap } from './svg-map';
import { FIT_PADDING } from './constants';

const CENTRE = { lat: 16.06, lon: 108.21 };
// at zoom 13 these are 80-160 px apart: three separate pins in the 640x480 test viewport
const HOTELS = [hotelAt(1, 16.0544, 108.2022, 1_200_000), hotelAt(2, 16.0678, 108.2208, 850_000), hotelAt(3, 16.056, 108.23, 2_400_000)];
const invalid = (id: number, lat: unknown): HotelListItem => ({ ...hotelAt(id, 0, 0), location: { lat: lat as number, lon: 108 } });
const PLACES: MapPlace[] = [{ name: 'Hai Chau District', name_vi: 'Hải Châu', kind: 'district', lat: 16.06, lon: 108.215 }];
const SLICE = {
  bbox: [97, 5, 118, 25],
  land: [[108, 15, 108.25, 15, 108.25, 17, 108, 17]],
  borders: [[108.1, 15, 108.1, 17]],
  countries: { VN: [[108, 15, 108.25, 15, 108.25, 17, 108, 17]] },
};

function StateProbe() {
  const { activeHotelId, centre } = useMapSelection();
  return <output data-testid="probe">{`${activeHotelId ?? 'none'}@${centre.latitude},${centre.longitude}`}</output>;
}

/** The map view's list column as map-results renders it: one MapListItem per hotel. */
function FakeList({ hotels }: { hotels: HotelListItem[] }) {
  return hotels.map((hotel) => (
    <MapListItem key={hotel.id} hotelId={hotel.id}>
      <article data-testid="hotel-card">{hotel.name}</article>
    </MapListItem>
  ));
}

function renderMap(
  hotels: HotelListItem[],
  centre: { lat: number; lon: number } | null = CENTRE,
  hotelHref?: (h: HotelListItem) => string,
) {
  return renderWithProviders(
    <MapSelectionProvider centre={centre} hotelHref={hotelHref}>
      <FakeList hotels={hotels} />
      <SvgMap hotels={hotels} places={PLACES} countryCode="VN" area={{ lat: CENTRE.lat, lng: CENTRE.lon, radiusKm: 3 }} />
      <StateProbe />
    </MapSelectionProvider>,
  );
}

const item = (id: number) => screen.getAllByTestId('map-list-item').find((el) => el.dataset.hotelId === String(id))!;
const pin = (id: number) => screen.getAllByTestId('map-pin').find((el) => el.dataset.hotelId === String(id))!;
const zoom = () => Number(screen.getByTestId('svg-map').dataset.zoom);

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify(SLICE), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('SvgMap pins', () => {
  it('shows one price pin per hotel, named for screen readers', () => {
    renderMap(HOTELS);
    expect(screen.getAllByTestId('map-pin').map((el) => el.dataset.hotelId)).toEqual(['1', '2', '3']);
    expect(pin(2)).toHaveTextContent(/^850\.000\s?₫$/);
    expect(screen.getByRole('button', { name: /^Khách sạn 2, 850\.000\s?₫ mỗi đêm$/ })).toBe(pin(2));
  });

  it('skips hotels with invalid coordinates without crashing', () => {
    renderMap([HOTELS[0]!, invalid(8, Number.NaN), invalid(9, 'abc'), invalid(10, null), HOTELS[2]!]);
    expect(screen.getAllByTestId('map-pin').map((el) => el.dataset.hotelId)).toEqual(['1', '3']);
  });

  it('still shows a map with a notice when no hotel has a position', () => {
    renderMap([invalid(8, Number.NaN)], null);
    expect(screen.queryAllByTestId('map-pin')).toHaveLength(0);
    expect(screen.getByText('Không có khách sạn nào trên trang này có vị trí trên bản đồ')).toBeInTheDocument();
  });

  it('names pins in English on English pages', () => {
    renderWithProviders(
      <MapSelectionProvider centre={CENTRE}>
        <SvgMap hotels={[HOTELS[0]!]} />
      </MapSelectionProvider>,
      { lang: 'en' },
    );
    expect(screen.getByRole('button', { name: /^Hotel 1, 1\.200\.000\s?₫ per night$/ })).toBeInTheDocument();
  });
});

describe('SvgMap opening view (spec 9)', () => {
  const FALLBACK = { width: 640, height: 480 };
  const place = (id: number) => ({ x: Number.parseFloat(pin(id).style.left), y: Number.parseFloat(pin(id).style.top) });

  it('opens fitted to the pins, away from the search centre: both inside the padded map, their box in its middle', () => {
    // hotels 30 km apart, south-east of the search centre: at zoom 13 on the centre the second is far off the map
    renderMap([hotelAt(1, 16.06, 108.21), hotelAt(2, 15.88, 108.33)]);
    expect(zoom()).toBe(11);
    const [a, b] = [place(1), place(2)];
    for (const p of [a, b]) {
      expect(p.x).toBeGreaterThanOrEqual(FIT_PADDING.left);
      expect(p.x).toBeLessThanOrEqual(FALLBACK.width - FIT_PADDING.right);
      expect(p.y).toBeGreaterThanOrEqual(FIT_PADDING.top);
      expect(p.y).toBeLessThanOrEqual(FALLBACK.height - FIT_PADDING.bottom);
    }
    const middle = {
      x: (FIT_PADDING.left + FALLBACK.width - FIT_PADDING.right) / 2,
      y: (FIT_PADDING.top + FALLBACK.height - FIT_PADDING.bottom) / 2,
    };
    expect((a.x + b.x) / 2).toBeCloseTo(middle.x, 0);
    expect((a.y + b.y) / 2).toBeCloseTo(middle.y, 0);
  });

  it('never opens closer than zoom 13, and with no pins opens on the search centre at 13 or the default centre at 7', () => {
    const { unmount } = renderMap(HOTELS);
    expect(zoom()).toBe(13);
    unmount();
    const second = renderMap([invalid(8, Number.NaN)]);
    expect(zoom()).toBe(13);
    second.unmount();
    renderMap([], null);
    expect(zoom()).toBe(7);
    expect(screen.getByTestId('probe')).toHaveTextContent('none@16.0627397,108.2422757');
  });

  it('shows a chosen hotel at zoom 13 when the fit was wider', async () => {
    const user = userEvent.setup();
    renderMap([hotelAt(1, 16.06, 108.21), hotelAt(2, 15.88, 108.33)]);
    await user.click(pin(2));
    expect(zoom()).toBe(13);
    expect(place(2)).toEqual({ x: 320, y: 240 });
  });
});

describe('SvgMap geography', () => {
  it('draws land, borders and the country from the Natural Earth slice, with place labels and the area', async () => {
    renderMap(HOTELS);
    const land = await screen.findByTestId('map-land');
    expect(screen.getByTestId('map-geography')).toHaveAttribute('data-layer', 'vietnam-10m');
    expect(land.getAttribute('d')).toMatch(/^M[-\d.]+,[-\d.]+L/);
    expect(screen.getByTestId('map-country').getAttribute('d')).not.toBe('');
    expect(screen.getByTestId('map-place-area')).toHaveAttribute('r');
    expect(screen.getAllByTestId('map-label').map((el) => el.textContent)).toEqual(['Hải Châu']);
  });

  it('takes a coarser layer when zoomed out past the Vietnam slice', async () => {
    renderMap(HOTELS);
    const user = userEvent.setup();
    for (let i = 0; i < 8; i += 1) await user.click(screen.getByRole('button', { name: 'Thu nhỏ' }));
    expect(zoom()).toBe(5);
    // 28 degrees wide: more than the Vietnam slice holds, within the Asian one
    await vi.waitFor(() => expect(screen.getByTestId('map-geography')).toHaveAttribute('data-layer', 'asia-50m'));
    expect(fetchMock).toHaveBeenCalledWith('/geo/asia-50m.json');
  });
});

describe('SvgMap clusters', () => {
  const close = [hotelAt(1, 16.0544, 108.2022), hotelAt(4, 16.0544, 108.2035), hotelAt(5, 16.0546, 108.203), HOTELS[1]!];

  it('groups pins that would overlap into one cluster with their count', () => {
    renderMap(close);
    const cluster = screen.getByTestId('map-cluster');
    expect(cluster).toHaveTextContent('3');
    expect(cluster).toHaveAccessibleName('3 khách sạn ở đây, phóng to để xem');
    expect(screen.getAllByTestId('map-pin').map((el) => el.dataset.hotelId)).toEqual(['2']);
  });

  it('zooms in on a cluster click until its pins split', async () => {
    const user = userEvent.setup();
    renderMap(close);
    await user.click(screen.getByTestId('map-cluster'));
    expect(zoom()).toBeGreaterThan(13);
    expect(screen.queryByTestId('map-cluster')).not.toBeInTheDocument();
    expect(
      screen
        .getAllByTestId('map-pin')
        .map((el) => el.dataset.hotelId)
        .sort(),
    ).toEqual(['1', '4', '5']);
  });
});

describe('SvgMap pin click (spec 4)', () => {
  it('marks the list item active through React state and centres the map on the hotel', async () => {
    const user = userEvent.setup();
    renderMap(HOTELS);
    await user.click(pin(2));
    expect(item(2)).toHaveAttribute('data-active', 'true');
    expect(item(1)).not.toHaveAttribute('data-active');
    expect(screen.getByTestId('probe')).toHaveTextContent('2@16.0678,108.2208');
    expect(pin(2)).toHaveAttribute('aria-pressed', 'true');
    expect(pin(1)).toHaveAttribute('aria-pressed', 'false');
  });

  it('raises the pin under the pointer, not the one whose tip is nearest, so a click hits it', () => {
    // the pointer is over pin 2's bubble (a real browser's target) at a point nearest to pin 1's tip
    renderMap([hotelAt(1, 16.06, 108.21), hotelAt(2, 16.0534, 108.21)]);
    const tip1 = { x: Number.parseFloat(pin(1).style.left), y: Number.parseFloat(pin(1).style.top) };
    act(() => {
      fireEvent.pointerMove(pin(2), { clientX: tip1.x, clientY: tip1.y - 2 });
    });
    expect(pin(2).className).toMatch(/raised/);
    expect(pin(1).className).not.toMatch(/raised/);
  });

  it('shows the pin card linking the hotel page; closing it clears the active hotel but keeps the centre', async () => {
    const user = userEvent.setup();
    renderMap(HOTELS, CENTRE, (hotel) => `/khach-san/vn/${hotel.slug}?adultCount=2`);
    await user.click(pin(3));

    const pinCard = screen.getByTestId('map-pin-card');
    expect(within(pinCard).getByRole('link', { name: 'Khách sạn 3' })).toHaveAttribute('href', '/khach-san/vn/hotel-3?adultCount=2');
    expect(within(pinCard).getByRole('img', { name: '4 sao' })).toHaveTextContent('★★★★');
    expect(pinCard).toHaveTextContent(/2\.400\.000\s?₫ \/đêm/);
    // the active pin is drawn last, above the others
    expect(screen.getAllByTestId('map-pin').at(-1)).toBe(pin(3));

    await user.click(within(pinCard).getByRole('button', { name: 'Đóng thông tin khách sạn' }));
    expect(screen.queryByTestId('map-pin-card')).not.toBeInTheDocument();
    expect(screen.getByTestId('probe')).toHaveTextContent('none@16.056,108.23');
    expect(item(3)).not.toHaveAttribute('data-active');
  });

  it('selects a hotel from the list side', async () => {
    function CardButton() {
      const { select } = useMapSelection();
      return (
        <button type="button" onClick={() => select(HOTELS[0]!)}>
          pick 1
        </button>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(
      <MapSelectionProvider centre={CENTRE}>
        <FakeList hotels={HOTELS} />
        <CardButton />
        <SvgMap hotels={HOTELS} />
      </MapSelectionProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'pick 1' }));
    expect(screen.getByTestId('map-pin-card')).toHaveAttribute('data-hotel-id', '1');
    expect(item(1)).toHaveAttribute('data-active', 'true');
  });
});

describe('SvgMap zoom', () => {
  it('zooms in and out and stops at the minimum zoom 3', async () => {
    const user = userEvent.setup();
    renderMap(HOTELS);
    await user.click(screen.getByRole('button', { name: 'Phóng to' }));
    expect(zoom()).toBe(14);
    const zoomOut = screen.getByRole('button', { name: 'Thu nhỏ' });
    for (let z = 14; z > 3; z -= 1) await user.click(zoomOut);
    expect(zoom()).toBe(3);
    expect(zoomOut).toBeDisabled();
  });

  it('keeps the zoom and moves to the selected hotel', async () => {
    const user = userEvent.setup();
    renderMap(HOTELS);
    await user.click(screen.getByRole('button', { name: 'Phóng to' }));
    const before = pin(1).style.left;
    await user.click(pin(1));
    expect(zoom()).toBe(14);
    // the selected hotel is now in the middle of the 640x480 fallback viewport
    expect(pin(1).style.left).toBe('320px');
    expect(pin(1).style.top).toBe('240px');
    expect(before).not.toBe('320px');
  });
});

describe('SvgMap hover (distance 30)', () => {
  it('raises the pin nearest the pointer', () => {
    renderMap(HOTELS);
    const target = pin(2);
    const x = Number.parseFloat(target.style.left);
    const y = Number.parseFloat(target.style.top) - 19;
    const surface = target.parentElement!;
    act(() => {
      surface.dispatchEvent(new MouseEvent('pointermove', { bubbles: true, clientX: x + 10, clientY: y + 10 }));
    });
    expect(target.className).toMatch(/raised/);
    act(() => {
      surface.dispatchEvent(new MouseEvent('pointermove', { bubbles: true, clientX: x + 200, clientY: y + 200 }));
    });
    expect(target.className).not.toMatch(/raised/);
  });
});
