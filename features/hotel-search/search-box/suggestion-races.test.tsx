import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchSuggestions } from './api/fetch-suggestions';
import type { SuggestResult } from '../schemas';
import { region } from './suggestion-fixtures';
import { navigateTo } from '@/lib/paths';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { SearchBox } from './search-box';

vi.mock('./api/fetch-suggestions', () => ({ fetchSuggestions: vi.fn() }));
vi.mock('@/lib/paths/navigate', () => ({ navigateTo: vi.fn() }));

const fetchMock = vi.mocked(fetchSuggestions);
const navigateMock = vi.mocked(navigateTo);
const STAY = { checkIn: '2030-12-05', nights: 2, roomCount: 1, adultCount: 1 };
const DA_NANG = region();
const HOI_AN = region({ regionid: 7, regionname: 'Hoi An', regionname_vi: 'Hội An', seo_url: 'hoi-an', full_address: 'Hội An, Quảng Nam' });

/** Answers held until the test releases them, to play a slow network and out-of-order arrivals. */
function deferredAnswers() {
  const pending = new Map<string, (result: SuggestResult) => void>();
  fetchMock.mockImplementation((q) => new Promise((resolve) => pending.set(q, resolve)));
  return (q: string, result: SuggestResult) =>
    act(async () => {
      pending.get(q)?.(result);
      // React Query notifies on a zero timeout
      await vi.advanceTimersByTimeAsync(0);
    });
}

function renderBox() {
  renderWithProviders(<SearchBox lang="vi" initial={STAY} bestPrice={{ provinceIds: [], cityIds: [] }} />);
  const input = screen.getByTestId('search-input');
  fireEvent.focus(input);
  return input;
}

const names = () => screen.queryAllByRole('option').map((o) => o.querySelector('span')?.textContent);

beforeEach(() => {
  fetchMock.mockReset();
  navigateMock.mockReset();
  window.history.replaceState(null, '', '/');
});

describe('suggestions on a slow network and with quick hands (issue 16 items 7, 8)', { timeout: 20_000 }, () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());
  const typeText = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('never shows (or lets anyone pick) the list of an older text', async () => {
    const answer = deferredAnswers();
    const input = renderBox();
    typeText(input, 'da nang');
    await wait(300);
    await answer('da nang', { regions: [DA_NANG], hotels: [] });
    expect(names()).toEqual(['Đà Nẵng']);

    typeText(input, 'hoi an');
    // during the pause and while the answer is on its way: no list at all
    expect(screen.queryByTestId('suggestion-list')).not.toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await wait(300);
    expect(screen.queryByTestId('suggestion-list')).not.toBeInTheDocument();
    expect(input).toHaveValue('hoi an');

    await answer('hoi an', { regions: [HOI_AN], hotels: [] });
    expect(names()).toEqual(['Hội An']);
  });

  it('drops an answer that arrives after the answer for a newer text', async () => {
    const answer = deferredAnswers();
    const input = renderBox();
    typeText(input, 'hoi');
    await wait(300);
    typeText(input, 'hoi an');
    await wait(300);
    await answer('hoi an', { regions: [HOI_AN], hotels: [] });
    await answer('hoi', { regions: [DA_NANG], hotels: [] });
    expect(names()).toEqual(['Hội An']);
  });

  it('a failed call shows no message, neither in the list nor on submit, and the next keystroke asks again', async () => {
    fetchMock.mockRejectedValue(new Error('503'));
    const input = renderBox();
    typeText(input, 'hue');
    await wait(300);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('suggestion-list')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('search-submit'));
    await wait(0);
    expect(screen.queryByTestId('search-error')).not.toBeInTheDocument();
    expect(navigateMock).not.toHaveBeenCalled();
    expect(screen.getByTestId('search-submit')).toBeEnabled();

    fetchMock.mockResolvedValue({ regions: [region({ regionname_vi: 'Huế', seo_url: 'hue' })], hotels: [] });
    typeText(input, 'huế');
    await wait(300);
    await wait(0);
    expect(names()).toEqual(['Huế']);
  });
});
