import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flightApi } from '@/lib/api-client/services';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import type { FareCalendar } from '../schemas';
import { FareCalendarStrip } from './fare-calendar-strip';

vi.mock('@/lib/api-client/services', () => ({ flightApi: { get: vi.fn(), post: vi.fn() } }));
const postMock = vi.mocked(flightApi.post);

const month = (prices: Record<string, number | null>): FareCalendar => {
  const days = Object.entries(prices).map(([date, minPrice]) => ({ date, minPrice, airline: minPrice === null ? null : 'VJ' }));
  const priced = days.filter((d) => d.minPrice !== null).sort((a, b) => a.minPrice! - b.minPrice!);
  return { originCode: 'HAN', destinCode: 'DAD', month: '2026-12', days, cheapestDate: priced[0]?.date ?? null };
};
const KEPT = month({ '2026-12-10': 1_000_000, '2026-12-11': 1_100_000, '2026-12-12': 1_200_000 });

function strip(searched?: { date: string; minPrice: number | null }) {
  return renderWithProviders(
    <FareCalendarStrip
      lang="vi"
      originCode="HAN"
      destinCode="DAD"
      date="2026-12-10"
      min="2026-12-01"
      adultCount={1}
      childCount={0}
      infantCount={0}
      onPick={() => {}}
      searched={searched}
    />,
  );
}
const priceOf = (date: string) =>
  within(screen.getByTestId('fare-calendar'))
    .getAllByTestId('calendar-day')
    .find((d) => d.dataset.date === date)!;

// Issue 37 §4: the strip keeps a month 10 minutes; a search of the day that found its cheapest seats gone re-asks it.
describe('FareCalendarStrip against the live search', () => {
  beforeEach(() => postMock.mockReset());

  it('asks the month again when the search of the searched day finds it sold out, and shows the search meanwhile', async () => {
    postMock
      .mockResolvedValueOnce({ status: 'success', data: KEPT })
      .mockResolvedValueOnce({ status: 'success', data: month({ '2026-12-10': null, '2026-12-11': 1_100_000, '2026-12-12': 1_200_000 }) });
    strip({ date: '2026-12-10', minPrice: null });
    await screen.findByTestId('fare-calendar');
    expect(priceOf('2026-12-10')).toHaveTextContent('Hết vé');
    await waitFor(() => expect(postMock).toHaveBeenCalledTimes(2));
    // the new month: the 11th is now the cheapest day
    await waitFor(() => expect(priceOf('2026-12-11')).toHaveTextContent('Rẻ nhất'));
    expect(priceOf('2026-12-10')).not.toHaveTextContent('Rẻ nhất');
  });

  it('asks once per disagreement (no loop when the month still differs), and not at all when they agree', async () => {
    postMock.mockResolvedValue({ status: 'success', data: KEPT });
    const { unmount } = strip({ date: '2026-12-10', minPrice: 1_300_000 });
    await screen.findByTestId('fare-calendar');
    await waitFor(() => expect(postMock).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(postMock).toHaveBeenCalledTimes(2);
    unmount();

    postMock.mockClear();
    strip({ date: '2026-12-10', minPrice: 1_000_000 });
    await screen.findByTestId('fare-calendar');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(postMock).toHaveBeenCalledTimes(1);
  });
});
