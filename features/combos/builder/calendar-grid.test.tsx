import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import type { ComboCalendar } from '../schemas';
import { CalendarGrid, monthsOf } from './calendar-grid';

const calendar: ComboCalendar = {
  dealId: 7,
  origin: 'SGN',
  destination: 'PQC',
  month: '2027-03',
  adultNumber: 2,
  nights: 2,
  firstDeparture: '2027-03-01',
  days: Array.from({ length: 31 }, (_, i) => {
    const date = `2027-03-${String(i + 1).padStart(2, '0')}`;
    const total = i === 9 ? 6_000_000 : i === 10 ? 8_000_000 : null;
    return { date, total, perAdult: total === null ? null : total / 2 };
  }),
  cheapestDate: '2027-03-10',
};

describe('CalendarGrid', () => {
  it('shows per-adult prices, marks the cheapest day, disables days without a price, and picks a day', () => {
    const onSelect = vi.fn();
    renderWithProviders(
      <CalendarGrid
        lang="vi"
        month="2027-03"
        calendar={calendar}
        loading={false}
        failed={false}
        onRetry={() => {}}
        selected={null}
        onSelect={onSelect}
        onPrev={null}
        onNext={() => {}}
      />,
    );
    const cheapest = screen.getByTestId('combo-day-2027-03-10');
    expect(cheapest).toHaveAttribute('data-cheapest', 'true');
    expect(cheapest).toHaveTextContent('3tr');
    expect(screen.getByTestId('combo-day-2027-03-11')).toHaveTextContent('4tr');
    expect(cheapest).toHaveTextContent('Rẻ nhất');
    expect(screen.getByTestId('combo-day-2027-03-11')).not.toHaveAttribute('data-cheapest');
    expect(screen.getByTestId('combo-day-2027-03-01')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Tháng trước' })).toBeDisabled();
    fireEvent.click(cheapest);
    expect(onSelect).toHaveBeenCalledWith('2027-03-10');
    // March 2027 starts on a Monday: no blank cell before the 1st
    expect(screen.getByTestId('combo-calendar').querySelectorAll('[role="gridcell"][aria-hidden="true"]')).toHaveLength(0);
  });

  it('labels each day with its full date, price, "rẻ nhất" or why it cannot be chosen; an unavailable day is not picked', () => {
    const onSelect = vi.fn();
    renderWithProviders(
      <CalendarGrid
        lang="vi"
        month="2027-03"
        calendar={calendar}
        loading={false}
        failed={false}
        onRetry={() => {}}
        selected={null}
        onSelect={onSelect}
        onPrev={null}
        onNext={null}
        validFrom="2027-03-05"
        validTo="2027-03-25"
        today="2027-03-02"
      />,
    );
    expect(screen.getByRole('grid')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(1 + 5);
    const cheapest = screen.getByTestId('combo-day-2027-03-10');
    expect(cheapest.getAttribute('aria-label')).toMatch(/^Thứ Tư, 10 tháng 3, 2027, 3\.000\.000\s?₫ mỗi người lớn, rẻ nhất$/);
    expect(screen.getByTestId('combo-day-2027-03-11').getAttribute('aria-label')).not.toContain('rẻ nhất');
    expect(screen.getByTestId('combo-day-2027-03-01').getAttribute('aria-label')).toContain('ngày đã qua');
    expect(screen.getByTestId('combo-day-2027-03-03').getAttribute('aria-label')).toContain('ngoài thời gian áp dụng combo');
    expect(screen.getByTestId('combo-day-2027-03-12').getAttribute('aria-label')).toContain('không có chuyến bay/phòng');
    fireEvent.click(screen.getByTestId('combo-day-2027-03-12'));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('keeps one day in the tab order (the cheapest) and moves it with the arrow keys', () => {
    renderWithProviders(
      <CalendarGrid
        lang="vi"
        month="2027-03"
        calendar={calendar}
        loading={false}
        failed={false}
        onRetry={() => {}}
        selected={null}
        onSelect={() => {}}
        onPrev={null}
        onNext={null}
      />,
    );
    const tabbable = () => screen.getByTestId('combo-calendar').querySelectorAll('[role="gridcell"] button[tabindex="0"]');
    expect(tabbable()).toHaveLength(1);
    expect(tabbable()[0]).toBe(screen.getByTestId('combo-day-2027-03-10'));
    const grid = screen.getByRole('grid');
    screen.getByTestId('combo-day-2027-03-10').focus();
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByTestId('combo-day-2027-03-11'));
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByTestId('combo-day-2027-03-18'));
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    // clamped to the month
    expect(document.activeElement).toBe(screen.getByTestId('combo-day-2027-03-01'));
    fireEvent.keyDown(grid, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByTestId('combo-day-2027-03-07'));
    expect(tabbable()).toHaveLength(1);
    expect(tabbable()[0]).toBe(screen.getByTestId('combo-day-2027-03-07'));
  });
});

describe('monthsOf', () => {
  it('lists the window months from today on', () => {
    expect(monthsOf('2027-01-15', '2027-03-02', '2026-11-24')).toEqual(['2027-01', '2027-02', '2027-03']);
    expect(monthsOf('2026-10-01', '2027-01-31', '2026-11-24')).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(monthsOf('2026-10-01', '2026-10-31', '2026-11-24')).toEqual([]);
  });
});
