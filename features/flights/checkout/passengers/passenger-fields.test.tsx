import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClientI18n } from '@/lib/i18n/i18n-provider';
import { RESOURCES } from '@/lib/i18n/resources';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { flightRequestFixture, internationalFixture } from '../checkout-fixture';
import { PassengerFields } from './passenger-fields';
import { emptyPassenger, type PassengerDraft } from './travellers-draft';

const t = createClientI18n('vi', RESOURCES.vi).getFixedT('vi', 'flightCheckout');

function renderPassenger(passenger: PassengerDraft, request = flightRequestFixture()) {
  const onChange = vi.fn();
  renderWithProviders(
    <PassengerFields
      index={0}
      n={1}
      passenger={passenger}
      onChange={onChange}
      onBlur={() => {}}
      problems={{}}
      shown={() => false}
      request={request}
      countries={[]}
      lang="vi"
      t={t}
      format={String}
    />,
  );
  return onChange;
}

/** The calendar cell of a day (ISO: antd titles each cell YYYY-MM-DD). */
const cell = (iso: string) => document.querySelector<HTMLElement>(`.ant-picker-dropdown td[title="${iso}"]`);

describe("passenger dates (spec 9: DD/MM/YYYY, not the browser's mm/dd/yyyy)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-06T05:00:00Z')); // today 06/12/2026; the flights are on 20/12 and 23/12/2026
  });
  afterEach(() => vi.useRealTimers());

  it("shows, takes and limits a child's date of birth as DD/MM/YYYY inside the 2-11 age band", () => {
    const onChange = renderPassenger({ ...emptyPassenger('child'), dateOfBirth: '2019-05-01' });
    const dob = screen.getByLabelText('Ngày sinh');
    expect(dob).not.toHaveAttribute('type', 'date');
    expect(dob).toHaveValue('01/05/2019');
    expect(dob).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    fireEvent.mouseDown(dob);
    fireEvent.click(dob);
    expect(cell('2019-05-01')).not.toHaveClass('ant-picker-cell-disabled');
    fireEvent.change(dob, { target: { value: '15/03/2020' } });
    fireEvent.keyDown(dob, { key: 'Enter', code: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ dateOfBirth: '2020-03-15' });
    // a day outside the band is not taken
    onChange.mockClear();
    fireEvent.change(dob, { target: { value: '15/03/2026' } });
    fireEvent.keyDown(dob, { key: 'Enter', code: 'Enter' });
    expect(onChange).not.toHaveBeenCalledWith({ dateOfBirth: '2026-03-15' });
  });

  it('offers an infant no day less than 14 days before the first flight, opening on that month', () => {
    renderPassenger(emptyPassenger('infant'));
    const dob = screen.getByLabelText('Ngày sinh');
    expect(dob).toHaveValue('');
    fireEvent.mouseDown(dob);
    fireEvent.click(dob);
    // it opens on the youngest allowed month: 06/12/2026 (today, and 14 days before 20/12) is the last day
    expect(cell('2026-12-06')).not.toHaveClass('ant-picker-cell-disabled');
    expect(cell('2026-12-07')).toHaveClass('ant-picker-cell-disabled');
  });

  it('offers a passport expiry from 6 months after the last flight on', () => {
    const request = internationalFixture();
    renderPassenger(emptyPassenger('adult'), request);
    const expiry = screen.getByLabelText('Ngày hết hạn hộ chiếu');
    fireEvent.mouseDown(expiry);
    fireEvent.click(expiry);
    expect(cell('2027-06-20')).not.toHaveClass('ant-picker-cell-disabled');
    expect(cell('2027-06-19')).toHaveClass('ant-picker-cell-disabled');
  });
});
