import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchSuggestions } from './api/fetch-suggestions';
import { region } from './suggestion-fixtures';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { SearchBox } from './search-box';

vi.mock('./api/fetch-suggestions', () => ({ fetchSuggestions: vi.fn() }));

const fetchMock = vi.mocked(fetchSuggestions);
const STAY = { checkIn: '2030-12-05', nights: 2, roomCount: 1, adultCount: 1 };

function renderBox() {
  renderWithProviders(<SearchBox lang="vi" initial={STAY} bestPrice={{ provinceIds: [], cityIds: [] }} />);
  return screen.getByTestId('search-input');
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ regions: [region()], hotels: [] });
});

describe('SearchBox suggestion timing (spec 9: 300 ms pause, 2 characters)', { timeout: 20_000 }, () => {
  // fireEvent instead of user-event: Testing Library's async wrapper waits on a real timer.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());
  const typeText = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('asks only after a 300 ms pause and from 2 characters on', async () => {
    const input = renderBox();
    fireEvent.focus(input);
    typeText(input, 'd');
    await wait(1000);
    expect(fetchMock).not.toHaveBeenCalled();

    typeText(input, 'da');
    await wait(299);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenLastCalledWith('da', 'vi', expect.anything());

    typeText(input, 'dan');
    await wait(200);
    typeText(input, 'dang');
    await wait(299);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith('dang', 'vi', expect.anything());
  });

  it('shows the list after the pause and hides it again below 2 characters', async () => {
    const input = renderBox();
    fireEvent.focus(input);
    typeText(input, 'da');
    await wait(299);
    expect(screen.queryByTestId('suggestion-list')).not.toBeInTheDocument();
    await wait(1);
    await wait(0); // the answer and React Query's batched notification
    expect(screen.getByTestId('suggestion-list')).toBeInTheDocument();
    typeText(input, 'd');
    expect(screen.queryByTestId('suggestion-list')).not.toBeInTheDocument();
    await wait(1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a pre-filled box until the visitor opens the list', async () => {
    renderWithProviders(<SearchBox lang="vi" initial={{ ...STAY, keyword: 'Đà Nẵng' }} bestPrice={{ provinceIds: [], cityIds: [] }} />);
    await wait(1000);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByTestId('search-input'));
    await wait(0);
    expect(fetchMock).toHaveBeenCalledWith('Đà Nẵng', 'vi', expect.anything());
  });
});
