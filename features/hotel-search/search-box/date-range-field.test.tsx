import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { addDays, toProductDate, todayIso } from '@/lib/dates/product-date';
import { DateRangeField } from './date-range-field';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';

function Harness({ checkIn, nights }: { checkIn: string; nights: number }) {
  const [value, setValue] = useState({ checkIn, nights });
  return (
    <>
      <DateRangeField id="stay" checkIn={value.checkIn} nights={value.nights} onChange={setValue} />
      <output data-testid="value">{`${value.checkIn}/${value.nights}`}</output>
    </>
  );
}

describe('DateRangeField (spec 5 date picker)', { timeout: 20_000 }, () => {
  it('shows check-in and check-out = check-in + nights as DD-MM-YYYY in read-only, labelled inputs', () => {
    renderWithProviders(<Harness checkIn="2030-12-30" nights={3} />);
    const checkIn = screen.getByLabelText('Nhận phòng');
    const checkOut = screen.getByLabelText('Trả phòng');
    expect(checkIn).toHaveValue('30-12-2030');
    expect(checkOut).toHaveValue('02-01-2031');
    expect(checkIn).toHaveAttribute('readonly');
    expect(checkOut).toHaveAttribute('readonly');
  });

  it('disables days before today and the picked check-in day, and counts the nights picked', async () => {
    const today = todayIso();
    const user = userEvent.setup();
    renderWithProviders(<Harness checkIn={today} nights={1} />);
    await user.click(screen.getByLabelText('Nhận phòng'));
    // the calendar loads on demand
    await waitFor(() => expect(document.querySelector('.ant-picker-dropdown td[title]')).not.toBeNull());
    const popup = document.querySelector('.ant-picker-dropdown') as HTMLElement;
    const cell = (iso: string) => popup.querySelector(`td[title="${iso}"]`);
    const yesterday = addDays(today, -1);
    // yesterday may sit in the previous month's panel, which is not rendered
    if (cell(yesterday)) expect(cell(yesterday)).toHaveClass('ant-picker-cell-disabled');
    expect(cell(today)).not.toHaveClass('ant-picker-cell-disabled');

    const start = addDays(today, 2);
    await user.click(within(popup).getAllByTitle(start)[0]!);
    expect(cell(start)).toHaveClass('ant-picker-cell-disabled');
    await user.click(within(popup).getAllByTitle(addDays(today, 5))[0]!);
    expect(screen.getByTestId('value')).toHaveTextContent(`${start}/3`);
    expect(screen.getByLabelText('Nhận phòng')).toHaveValue(toProductDate(start));
  });
});
