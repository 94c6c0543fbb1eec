import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { extraData } from '../test-fixtures';
import { Suspense, use, useEffect, useState } from 'react';
import { FilterBox } from './filter-box';
import { ListingNavigationProvider } from '../listing-navigation';
import { TestProviders } from '@/tests/helpers/render-with-providers';

const nav = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn(), assign: vi.fn(), search: '' }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: nav.replace, push: nav.push }),
  usePathname: () => '/khach-san/da-nang',
  useSearchParams: () => new URLSearchParams(nav.search),
}));
vi.mock('@/lib/paths/navigate', () => ({ navigateTo: nav.assign }));

// Next's router renders a navigation in the caller's transition and suspends until the server answers.
const never = new Promise<never>(() => {});
const router = { startFetch: () => {} };
function SlowRouter() {
  const [fetching, setFetching] = useState(false);
  useEffect(() => {
    router.startFetch = () => setFetching(true);
  }, []);
  if (fetching) use(never);
  return null;
}

function renderBox(search: string, isDomestic = true, extra = extraData(), slow = false) {
  nav.search = search;
  nav.replace.mockImplementation(() => (slow ? router.startFetch() : undefined));
  return render(
    <TestProviders>
      <ListingNavigationProvider>
        <FilterBox extra={extra} isDomestic={isDomestic} />
        <Suspense fallback={null}>
          <SlowRouter />
        </Suspense>
      </ListingNavigationProvider>
    </TestProviders>,
  );
}

const star = (n: number) => screen.getByRole('checkbox', { name: new RegExp(`^${n} sao`) });

beforeEach(() => {
  nav.replace.mockClear();
  nav.assign.mockClear();
});

describe('FilterBox', () => {
  it('toggling a star rewrites the query in place without the page', async () => {
    renderBox('keyword=da-nang&page=3');
    await userEvent.click(star(4));
    expect(nav.replace).toHaveBeenCalledWith('/khach-san/da-nang?keyword=da-nang&star=4', { scroll: false });
  });

  it('comma-joins several values and removes the parameter when emptied', async () => {
    renderBox('star=5');
    expect(star(5)).toBeChecked();
    await userEvent.click(star(3));
    expect(nav.replace).toHaveBeenLastCalledWith('/khach-san/da-nang?star=5,3', { scroll: false });
    await userEvent.click(star(5));
    expect(nav.replace).toHaveBeenLastCalledWith('/khach-san/da-nang', { scroll: false });
  });

  it('international: the options between the lowest and highest selected are checked and disabled', async () => {
    renderBox('star=4,3,2', false);
    expect(star(5)).not.toBeChecked();
    expect(star(4)).toBeChecked();
    expect(star(4)).toBeEnabled();
    expect(star(3)).toBeChecked();
    expect(star(3)).toBeDisabled();
    expect(star(2)).toBeChecked();
    expect(star(2)).toBeEnabled();
    await userEvent.click(star(5));
    expect(nav.replace).toHaveBeenCalledWith('/khach-san/da-nang?star=5,4,3,2', { scroll: false });
  });

  it('international: ticking a far price range selects every range between', async () => {
    renderBox('price=0-500000', false);
    await userEvent.click(screen.getByRole('checkbox', { name: /^1\.000\.000 ₫ - 2\.000\.000 ₫/ }));
    expect(nav.replace).toHaveBeenCalledWith('/khach-san/da-nang?price=0-500000,500000-1000000,1000000-2000000', { scroll: false });
  });

  it('slow page fetch: each tick shows at once and the next click builds on it (issue 16 item 6)', async () => {
    // the router's navigation suspends and never resolves, as on a slow network: the address keeps the old query
    renderBox('keyword=da-nang&page=2', true, extraData(), true);
    await userEvent.click(star(4));
    expect(star(4)).toBeChecked();
    await userEvent.click(star(5));
    await userEvent.click(screen.getByRole('checkbox', { name: /^Label 102/ }));
    expect(star(4)).toBeChecked();
    expect(star(5)).toBeChecked();
    expect(nav.replace).toHaveBeenCalledTimes(3);
    expect(nav.replace).toHaveBeenLastCalledWith('/khach-san/da-nang?keyword=da-nang&star=5,4&city=102', { scroll: false });
  });

  it('two toggles in the same frame both count', () => {
    renderBox('', true, extraData(), true);
    act(() => {
      star(3).click();
      star(2).click();
    });
    expect(nav.replace).toHaveBeenLastCalledWith('/khach-san/da-nang?star=3,2', { scroll: false });
  });

  it('domestic: star selections stay individual, nothing is disabled', () => {
    renderBox('star=4,2');
    expect(star(3)).not.toBeChecked();
    expect(star(3)).toBeEnabled();
  });

  it('hides the domestic-only groups for international searches', () => {
    renderBox('', false);
    expect(screen.getByTestId('filter-group-price')).toBeInTheDocument();
    expect(screen.getByTestId('filter-group-star')).toBeInTheDocument();
    for (const param of ['city', 'area', 'facility', 'type']) expect(screen.queryByTestId(`filter-group-${param}`)).toBeNull();
  });

  it('shows district, area, facility and type groups for domestic searches, with translated labels and counts', () => {
    renderBox('');
    for (const param of ['city', 'area', 'facility', 'type']) expect(screen.getByTestId(`filter-group-${param}`)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Khu nghỉ dưỡng (2)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Label 101 (1)' })).toBeInTheDocument();
  });

  it('shows only the first 10 facilities', () => {
    renderBox('');
    const group = screen.getByTestId('filter-group-facility');
    expect(within(group).getAllByRole('checkbox')).toHaveLength(10);
    expect(within(group).queryByRole('checkbox', { name: /Quán cà phê/ })).toBeNull();
  });

  it('district toggles use the city parameter', async () => {
    renderBox('nights=2');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Label 102/ }));
    expect(nav.replace).toHaveBeenCalledWith('/khach-san/da-nang?nights=2&city=102', { scroll: false });
  });

  it('reset reloads the page without any filter parameter or page', async () => {
    renderBox('keyword=da-nang&nights=2&price=0-500000&min_price=1&max_price=2&star=5&area=201&city=101&facility=wifi&type=hotel&page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(nav.assign).toHaveBeenCalledWith('/khach-san/da-nang?keyword=da-nang&nights=2');
    expect(nav.replace).not.toHaveBeenCalled();
  });
});
