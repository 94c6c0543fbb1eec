import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@/lib/i18n/config';
import { PriceModeProvider, usePriceMode } from '../price-mode-context';
import { SortBar } from './sort-bar';
import { SortPanel } from './sort-panel';
import { TestProviders } from '@/tests/helpers/render-with-providers';

const nav = vi.hoisted(() => ({ replace: vi.fn(), search: '' }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: nav.replace, push: vi.fn() }),
  usePathname: () => '/khach-san/hue',
  useSearchParams: () => new URLSearchParams(nav.search),
}));

function OneNightFlag() {
  return <output data-testid="flag">{String(usePriceMode().isPriceOneNight)}</output>;
}

/** Renders the open panel and waits for its popup, which loads on first open. */
async function renderPanel({ nights = 2, isDomestic = true, search = 'page=2', onClose = vi.fn(), lang = 'vi' as Lang } = {}) {
  nav.search = search;
  render(
    <TestProviders lang={lang}>
      <PriceModeProvider initial={{ isPriceOneNight: false, isShowFinalPriceHotel: true }}>
        <SortPanel open onClose={onClose} total={1} isDomestic={isDomestic} nights={nights} />
        <OneNightFlag />
      </PriceModeProvider>
    </TestProviders>,
  );
  await screen.findByTestId('sort-panel');
  return onClose;
}

beforeEach(() => nav.replace.mockClear());

describe('SortPanel', () => {
  it('is titled "Sắp xếp" and shows the hotel count', async () => {
    await renderPanel();
    expect(screen.getByRole('dialog', { name: 'Sắp xếp' })).toBeInTheDocument();
    expect(screen.getByTestId('sort-panel-count')).toHaveTextContent('1 khách sạn');
  });

  it('uses the singular or plural label in English', async () => {
    await renderPanel({ lang: 'en' });
    expect(screen.getByTestId('sort-panel-count')).toHaveTextContent(/^1 hotel$/);
  });

  it('disables the one-night checkbox for a 1-night stay', async () => {
    await renderPanel({ nights: 1 });
    expect(screen.getByRole('checkbox', { name: 'Hiển thị giá 1 đêm' })).toBeDisabled();
  });

  it('switches the one-night price on when it opens, and lets it be switched off for longer stays', async () => {
    await renderPanel({ nights: 3 });
    const box = screen.getByRole('checkbox', { name: 'Hiển thị giá 1 đêm' });
    expect(box).toBeEnabled();
    expect(box).toBeChecked();
    expect(screen.getByTestId('flag')).toHaveTextContent('true');
    await userEvent.click(box);
    expect(screen.getByTestId('flag')).toHaveTextContent('false');
  });

  it('offers the review sort only for domestic searches', async () => {
    await renderPanel({ isDomestic: true });
    expect(screen.getByRole('radio', { name: 'Điểm đánh giá cao nhất' })).toBeInTheDocument();
  });

  it('has no review sort for international searches', async () => {
    await renderPanel({ isDomestic: false });
    expect(screen.queryByRole('radio', { name: 'Điểm đánh giá cao nhất' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Giá thấp nhất' })).toBeInTheDocument();
  });

  it('rewrites sort_by and sort_mode in place, removes the page and closes', async () => {
    const onClose = await renderPanel({ search: 'keyword=hue&page=2' });
    expect(screen.getByRole('radio', { name: 'Phổ biến nhất' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Giá thấp nhất' }));
    expect(nav.replace).toHaveBeenCalledWith('/khach-san/hue?keyword=hue&sort_by=price&sort_mode=asc', { scroll: false });
    expect(onClose).toHaveBeenCalled();
  });
});

describe('SortBar', () => {
  function renderBar(isDomestic: boolean, search = '') {
    nav.search = search;
    render(
      <TestProviders>
        <SortBar total={25} isDomestic={isDomestic} nights={1} />
      </TestProviders>,
    );
  }

  it('shows the count, marks the current sort and rewrites it without the page', async () => {
    renderBar(true, 'sort_by=price&sort_mode=desc&page=3');
    expect(screen.getByTestId('sort-bar-count')).toHaveTextContent('Tìm thấy 25 khách sạn');
    expect(screen.getByRole('button', { name: 'Giá cao nhất' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Điểm đánh giá cao nhất' }));
    expect(nav.replace).toHaveBeenCalledWith('/khach-san/hue?sort_by=review&sort_mode=desc', { scroll: false });
  });

  it('hides the review sort for international searches and locks the one-night switch for 1 night', () => {
    renderBar(false);
    expect(screen.queryByRole('button', { name: 'Điểm đánh giá cao nhất' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Hiển thị giá 1 đêm' })).toBeDisabled();
  });
});
