import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hotelAt } from '../../map/hotel-fixtures';
import type { HotelListItem } from '../../schemas';
import { MapSelectionProvider, useMapSelection } from './map-selection-context';
import { renderWithMapProviders } from './render-with-map-providers';
import { SvgMap } from './svg-map';

const HOTELS = [
  hotelAt(1, 16.0544, 108.2022, 1_200_000),
  hotelAt(2, 16.0678, 108.2208, 850_000),
  hotelAt(3, 15.8801, 108.338, 2_400_000),
];
const invalid = (id: number, lat: unknown): HotelListItem => ({ ...hotelAt(id, 0, 0), location: { lat: lat as number, lon: 108 } });

/** Shows the shared map state, as the list side would read it. */
function StateProbe() {
  const { activeHotelId, centre } = useMapSelection();
  return <output data-testid="probe">{`${activeHotelId ?? 'none'}@${centre.latitude},${centre.longitude}`}</output>;
}

/** A fake list column next to the map, with the attributes the hotel cards render. */
function FakeList({ hotels }: { hotels: HotelListItem[] }) {
  return (
    <ul>
      {hotels.map((hotel) => (
        <li key={hotel.id} data-testid="hotel-card" data-hotel-id={hotel.id}>
          {hotel.name}
        </li>
      ))}
    </ul>
  );
}

function renderMap(hotels: HotelListItem[], centre: { lat: number; lon: number } | null = null) {
  return renderWithMapProviders(
    <MapSelectionProvider centre={centre}>
      <FakeList hotels={hotels} />
      <SvgMap hotels={hotels} />
      <StateProbe />
    </MapSelectionProvider>,
  );
}

const card = (id: number) => document.querySelector<HTMLElement>(`[data-testid="hotel-card"][data-hotel-id="${id}"]`)!;
const pin = (id: number) => screen.getAllByTestId('map-pin').find((el) => el.dataset.hotelId === String(id))!;

let scrollIntoView: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
});
afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('SvgMap pins', () => {
  it('shows one price pin per hotel, named for screen readers', () => {
    renderMap(HOTELS);
    const pins = screen.getAllByTestId('map-pin');
    expect(pins.map((el) => el.dataset.hotelId)).toEqual(['1', '2', '3']);
    expect(pin(2)).toHaveTextContent(/^850\.000\s?₫$/);
    expect(screen.getByRole('button', { name: /^Khách sạn 2, 850\.000\s?₫ mỗi đêm$/ })).toBe(pin(2));
  });

  it('skips hotels with invalid coordinates without crashing', () => {
    const hotels = [HOTELS[0]!, invalid(8, Number.NaN), invalid(9, 'abc'), invalid(10, null), HOTELS[2]!];
    renderMap(hotels);
    expect(screen.getAllByTestId('map-pin').map((el) => el.dataset.hotelId)).toEqual(['1', '3']);
  });

  it('still shows a map with a notice when no hotel has a position', () => {
    renderMap([invalid(8, Number.NaN)]);
    expect(screen.queryAllByTestId('map-pin')).toHaveLength(0);
    expect(screen.getByTestId('svg-map')).toHaveAttribute('data-zoom', '7');
    expect(screen.getByText('Không có khách sạn nào trên trang này có vị trí trên bản đồ')).toBeInTheDocument();
  });

  it('names pins in English on English pages', () => {
    renderWithMapProviders(
      <MapSelectionProvider>
        <SvgMap hotels={[HOTELS[0]!]} />
      </MapSelectionProvider>,
      'en',
    );
    expect(screen.getByRole('button', { name: /^Hotel 1, 1\.200\.000\s?₫ per night$/ })).toBeInTheDocument();
  });
});

describe('SvgMap pin click (spec 4)', () => {
  it('marks the matching list item active, scrolls it to the centre, and centres the map on the hotel', async () => {
    const user = userEvent.setup();
    renderMap(HOTELS);
    card(1).setAttribute('data-active', 'true');
    await user.click(pin(2));

    expect(card(2)).toHaveAttribute('data-active', 'true');
    expect(card(2)).toHaveClass('is-map-active');
    expect(card(1)).not.toHaveAttribute('data-active');
    expect(card(3)).not.toHaveAttribute('data-active');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
    expect(scrollIntoView.mock.contexts[0]).toBe(card(2));
    expect(screen.getByTestId('probe')).toHaveTextContent('2@16.0678,108.2208');
    expect(pin(2)).toHaveAttribute('aria-pressed', 'true');
    expect(pin(1)).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the pin card, and closing it clears the active hotel but keeps the centre', async () => {
    const user = userEvent.setup();
    renderMap(HOTELS);
    await user.click(pin(3));

    const pinCard = screen.getByTestId('map-pin-card');
    expect(within(pinCard).getByText('Khách sạn 3')).toBeInTheDocument();
    expect(within(pinCard).getByRole('img', { name: '4 sao' })).toHaveTextContent('★★★★');
    expect(pinCard).toHaveTextContent(/2\.400\.000\s?₫ \/đêm/);
    // the active pin is drawn last, above the others
    expect(screen.getAllByTestId('map-pin').at(-1)).toBe(pin(3));

    await user.click(within(pinCard).getByRole('button', { name: 'Đóng thông tin khách sạn' }));
    expect(screen.queryByTestId('map-pin-card')).not.toBeInTheDocument();
    expect(screen.getByTestId('probe')).toHaveTextContent('none@15.8801,108.338');
    expect(pin(3)).toHaveAttribute('aria-pressed', 'false');
    expect(card(3)).not.toHaveAttribute('data-active');
  });

  it('selects a hotel from the list side without scrolling the list', async () => {
    function CardButton() {
      const { select } = useMapSelection();
      return (
        <button type="button" onClick={() => select(HOTELS[0]!)}>
          pick 1
        </button>
      );
    }
    const user = userEvent.setup();
    renderWithMapProviders(
      <MapSelectionProvider>
        <FakeList hotels={HOTELS} />
        <CardButton />
        <SvgMap hotels={HOTELS} />
      </MapSelectionProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'pick 1' }));
    expect(screen.getByTestId('map-pin-card')).toHaveAttribute('data-hotel-id', '1');
    expect(card(1)).toHaveAttribute('data-active', 'true');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('SvgMap zoom', () => {
  it('zooms in and out and stops at the minimum zoom 3', async () => {
    const user = userEvent.setup();
    renderMap(HOTELS);
    const map = screen.getByTestId('svg-map');
    const start = Number(map.dataset.zoom);
    expect(start).toBeGreaterThan(3);

    await user.click(screen.getByRole('button', { name: 'Phóng to' }));
    expect(map).toHaveAttribute('data-zoom', String(start + 1));

    const zoomOut = screen.getByRole('button', { name: 'Thu nhỏ' });
    for (let zoom = start + 1; zoom > 3; zoom -= 1) await user.click(zoomOut);
    expect(map).toHaveAttribute('data-zoom', '3');
    expect(zoomOut).toBeDisabled();
  });

  it('keeps the zoom and moves to the selected hotel', async () => {
    const user = userEvent.setup();
    renderMap(HOTELS);
    const map = screen.getByTestId('svg-map');
    await user.click(screen.getByRole('button', { name: 'Phóng to' }));
    const zoom = map.dataset.zoom;
    const before = pin(1).style.left;
    await user.click(pin(1));
    expect(map.dataset.zoom).toBe(zoom);
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
    const y = Number.parseFloat(target.style.top);
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
