import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Lang } from '@/lib/i18n/config';
import type { CurrencyCode } from '@/lib/money/currency';
import { extraData } from '../test-fixtures';
import { MobileTabBar } from './mobile-tab-bar';
import { TestProviders } from '@/tests/helpers/render-with-providers';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
  usePathname: () => '/khach-san/hue',
  useSearchParams: () => new URLSearchParams('keyword=hue&star=2'),
}));

const bar = (total: number, lang: Lang = 'vi', currency: CurrencyCode = 'VND') => (
  <TestProviders lang={lang} currency={currency}>
    <MobileTabBar
      total={total}
      isDomestic
      nights={2}
      extra={extraData({
        count_by_star: [
          { key: '5', label: '5', count: 4 },
          { key: '4', label: '4', count: 0 },
          { key: '2', label: '2', count: 0 },
        ],
        count_by_type: [
          { key: 'hotel', label: 'hotel', count: 3 },
          { key: 'villa', label: 'villa', count: 0 },
        ],
      })}
    />
  </TestProviders>
);

async function openDrawer(name: string) {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('MobileTabBar: the filter drawer', () => {
  it('has one title, the filter box heading', async () => {
    render(bar(12));
    const dialog = await openDrawer('Bộ lọc');
    expect(dialog).toHaveAccessibleName('Bộ lọc');
    expect(within(dialog).getAllByText('Bộ lọc')).toHaveLength(1);
    expect(within(dialog).getByRole('heading', { name: 'Bộ lọc' })).toBeInTheDocument();
  });

  it('offers "Xem N kết quả" with the current count, which follows a new result, and closes', async () => {
    const { rerender } = render(bar(12));
    const dialog = await openDrawer('Bộ lọc');
    expect(within(dialog).getByTestId('filter-panel-results')).toHaveTextContent(/^Xem 12 kết quả$/);
    rerender(bar(3));
    expect(within(dialog).getByTestId('filter-panel-results')).toHaveTextContent(/^Xem 3 kết quả$/);
    await userEvent.click(within(dialog).getByTestId('filter-panel-results'));
    expect(screen.queryByTestId('filter-panel')).toBeNull();
  });

  it('says "See 1 result" in English', async () => {
    render(bar(1, 'en'));
    const dialog = await openDrawer('Filter');
    expect(within(dialog).getByTestId('filter-panel-results')).toHaveTextContent(/^See 1 result$/);
  });

  it('lists no option without hotels, except a ticked one that can be unticked', async () => {
    render(bar(4));
    const dialog = await openDrawer('Bộ lọc');
    expect(within(dialog).getByRole('checkbox', { name: /^5 sao/ })).toBeEnabled();
    expect(within(dialog).queryByRole('checkbox', { name: /^4 sao/ })).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: /^2 sao/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /^2 sao/ })).toBeEnabled();
    expect(within(dialog).queryByTestId('filter-type-villa')).toBeNull();
    expect(within(dialog).getByTestId('filter-type-hotel')).toBeInTheDocument();
  });

  it('labels the price ranges in round dollars in USD (the ranges stay the VND ones)', async () => {
    render(bar(4, 'en', 'USD'));
    const dialog = await openDrawer('Filter');
    const labels = within(within(dialog).getByTestId('filter-group-price'))
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(labels).toEqual(['Under $20 (3)', '$20 - $40 (4)', '$40 - $80 (5)', '$80 - $120 (6)', '$120 - $200 (7)', 'Over $200 (8)']);
    expect(within(dialog).getByRole('checkbox', { name: /^\$20 - \$40/ })).toHaveAttribute('data-testid', 'filter-price-500000-1000000');
  });
});
