import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadGoogleMaps } from './google-maps-loader';
import { hotelAt } from './hotel-fixtures';
import { HotelMap } from './hotel-map';
import { MapSelectionProvider } from './map-selection-context';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';

vi.mock('./google-maps-loader', () => ({ loadGoogleMaps: vi.fn() }));
const loadMock = vi.mocked(loadGoogleMaps);

// the key-free map fetches its geography: an empty slice
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ bbox: [97, 5, 118, 25], land: [], borders: [], countries: {} }))),
  );
});
afterEach(() => vi.unstubAllGlobals());

const HOTELS = [hotelAt(1, 16.05, 108.2), hotelAt(2, 16.07, 108.22)];

function renderHotelMap(apiKey?: string) {
  return renderWithProviders(
    <MapSelectionProvider centre={{ lat: 16.06, lon: 108.21 }}>
      <HotelMap hotels={HOTELS} apiKey={apiKey} />
    </MapSelectionProvider>,
  );
}

afterEach(() => loadMock.mockReset());

describe('HotelMap renderer choice', () => {
  it('renders the key-free map without a key and loads no script', () => {
    renderHotelMap();
    expect(screen.getAllByTestId('map-pin')).toHaveLength(2);
    expect(loadMock).not.toHaveBeenCalled();
  });

  it('loads Google Maps with a key, and falls back to the key-free map when the script fails', async () => {
    let fail: (error: Error) => void = () => {};
    loadMock.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    renderHotelMap('test-key');
    expect(loadMock).toHaveBeenCalledWith('test-key');
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải bản đồ…');
    expect(screen.queryByTestId('svg-map')).not.toBeInTheDocument();

    fail(new Error('Google Maps script failed to load'));
    expect(await screen.findByTestId('svg-map')).toBeInTheDocument();
    expect(screen.getAllByTestId('map-pin')).toHaveLength(2);
  });
});
