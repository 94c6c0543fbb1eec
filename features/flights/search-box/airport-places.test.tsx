import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flightApi } from '@/lib/api-client/services';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { AIRPORTS, SUGGESTIONS } from '../results/test-fixtures';
import type { FlightPlace } from '../schemas';
import { FlightSearchBox } from './flight-search-box';

vi.mock('@/lib/paths/navigate', () => ({ navigateTo: vi.fn() }));
vi.mock('@/lib/api-client/services', () => ({ flightApi: { get: vi.fn(), post: vi.fn() } }));
const getMock = vi.mocked(flightApi.get);

const PLACES: FlightPlace[] = [
  {
    nameVi: 'Hội An',
    nameEn: 'Hoi An',
    provinceVi: 'Quảng Nam',
    searchKey: 'hoi an quang nam hoi an',
    airports: [
      { code: 'DAD', km: 23 },
      { code: 'HUI', km: 89 },
    ],
  },
];

const render = (lang: 'vi' | 'en') =>
  renderWithProviders(<FlightSearchBox lang={lang} airports={AIRPORTS} suggestions={SUGGESTIONS} />, { lang });
const destination = () => within(screen.getByTestId('airport-destination')).getByRole('combobox');
const origin = () => within(screen.getByTestId('airport-origin')).getByRole('combobox');

describe('the airport picker and places without an airport', { timeout: 20_000 }, () => {
  beforeEach(() => {
    getMock.mockReset().mockImplementation(async () => ({ status: 'success', data: { airports: AIRPORTS, places: PLACES } }));
  });

  it.each([
    ['vi', 'Sân bay gần Hội An', 'cách Hội An 23 km', 'Đà Nẵng (DAD)'],
    ['en', 'Airports near Hoi An', '23 km from Hoi An', 'Da Nang (DAD)'],
  ] as const)('(%s) lists the nearest airports of "Hội An" with their distance and picks one', async (lang, group, distance, label) => {
    const user = userEvent.setup();
    render(lang);
    await user.click(destination());
    await user.keyboard('Hội An');
    const near = await screen.findByRole('group', { name: group });
    const options = within(near).getAllByRole('option');
    expect(options[0]!.dataset.code).toBe('DAD');
    expect(options[0]).toHaveTextContent(distance);
    await user.keyboard('{Enter}');
    expect(destination()).toHaveValue(label);
  });

  it('asks for the places once, when a picker first opens, from the airports answer', async () => {
    const user = userEvent.setup();
    render('vi');
    expect(getMock).not.toHaveBeenCalled();
    await user.click(origin());
    await waitFor(() => expect(getMock).toHaveBeenCalledTimes(1));
    expect(getMock.mock.calls[0]![0]).toBe('/airports');
    await user.click(destination());
    await user.keyboard('hoi an');
    await screen.findByRole('group', { name: 'Sân bay gần Hội An' });
    expect(getMock).toHaveBeenCalledTimes(1);
  });
});
