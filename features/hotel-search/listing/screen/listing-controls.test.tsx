import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { extraData } from '../test-fixtures';
import { ListingPagination } from './listing-pagination';
import { MobileTabBar } from './mobile-tab-bar';
import { TestProviders } from '@/tests/helpers/render-with-providers';

const nav = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn(), search: '' }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: nav.replace, push: nav.push }),
  usePathname: () => '/en/khach-san/hue',
  useSearchParams: () => new URLSearchParams(nav.search),
}));

beforeEach(() => {
  nav.replace.mockClear();
  nav.push.mockClear();
});

describe('ListingPagination', () => {
  it('has no size changer and moves to the chosen page, keeping the query', async () => {
    nav.search = 'keyword=hue&star=5';
    render(
      <TestProviders>
        <ListingPagination total={95} page={1} pageSize={20} />
      </TestProviders>,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    const third = screen.getByRole('link', { name: '3' });
    expect(third).toHaveAttribute('href', '/en/khach-san/hue?keyword=hue&star=5&page=3');
    await userEvent.click(third);
    expect(nav.push).toHaveBeenCalledWith('/en/khach-san/hue?keyword=hue&star=5&page=3');
  });

  it('drops the page parameter for page 1 and hides on a single page', async () => {
    nav.search = 'page=2';
    const { rerender } = render(
      <TestProviders>
        <ListingPagination total={40} page={2} pageSize={20} />
      </TestProviders>,
    );
    await userEvent.click(screen.getByRole('link', { name: '1' }));
    expect(nav.push).toHaveBeenCalledWith('/en/khach-san/hue');
    rerender(
      <TestProviders>
        <ListingPagination total={20} page={1} pageSize={20} />
      </TestProviders>,
    );
    expect(screen.queryByTestId('listing-pagination')).toBeNull();
  });
});

describe('MobileTabBar', () => {
  function renderBar(search: string) {
    nav.search = search;
    render(
      <TestProviders>
        <MobileTabBar total={12} isDomestic nights={2} extra={extraData()} />
      </TestProviders>,
    );
  }

  it('toggles view=map in the query', async () => {
    renderBar('keyword=hue');
    await userEvent.click(screen.getByRole('button', { name: 'Bản đồ' }));
    expect(nav.push).toHaveBeenCalledWith('/en/khach-san/hue?keyword=hue&view=map');
  });

  it('offers the list when the map is shown', async () => {
    renderBar('keyword=hue&view=map');
    await userEvent.click(screen.getByRole('button', { name: 'Danh sách' }));
    expect(nav.push).toHaveBeenCalledWith('/en/khach-san/hue?keyword=hue');
  });

  it('opens the filter panel, which closes with its button', async () => {
    renderBar('');
    expect(screen.queryByTestId('filter-panel')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Bộ lọc' }));
    expect(await screen.findByTestId('filter-panel')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^5 sao/ })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('filter-panel-close'));
    await waitFor(() => expect(screen.queryByTestId('filter-panel')).toBeNull());
  });

  it('opens the sort panel', async () => {
    renderBar('');
    await userEvent.click(screen.getByRole('button', { name: 'Sắp xếp' }));
    expect(await screen.findByRole('dialog', { name: 'Sắp xếp' })).toBeInTheDocument();
  });
});
