import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FlightOffer } from '@/features/flights/index';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { OfferList } from './offer-list';

// what the list reads of an offer (the search's full shape is the flights' own fixture)
const offers = Array.from(
  { length: 7 },
  (_, i) =>
    ({
      id: `${100 + i}-20270310`,
      airlineName: 'Vietnam Airlines',
      flightNumber: `VN${200 + i}`,
      startPoint: 'SGN',
      endPoint: 'PQC',
      startDate: `2027-03-10T0${i + 1}:00`,
      endDate: `2027-03-10T0${i + 2}:00`,
      fares: [
        { fareClassId: 10 * i + 1, code: 'ECO_SAVER', totalPrice: 1_000_000 + i * 100_000 },
        { fareClassId: 10 * i + 2, code: 'ECO_FLEX', totalPrice: 1_500_000 + i * 100_000 },
      ],
    }) as unknown as FlightOffer,
);

describe('OfferList', () => {
  it('shows five flights at their cheapest fare, the rest on demand; the chosen flight offers its other fares', () => {
    const onChoose = vi.fn();
    const { unmount } = renderWithProviders(
      <OfferList title="Chuyến đi" testId="out" offers={offers} chosen={{ flightId: offers[0]!.id, fareClassId: 1 }} onChoose={onChoose} />,
    );
    const list = screen.getByTestId('out');
    expect(within(list).getAllByRole('radio')).toHaveLength(5);
    expect(within(list).getAllByRole('radio')[0]).toBeChecked();
    fireEvent.click(within(list).getAllByRole('radio')[2]!);
    expect(onChoose).toHaveBeenLastCalledWith({ flightId: offers[2]!.id, fareClassId: 21 });
    fireEvent.change(within(list).getByRole('combobox'), { target: { value: '2' } });
    expect(onChoose).toHaveBeenLastCalledWith({ flightId: offers[0]!.id, fareClassId: 2 });
    fireEvent.click(within(list).getByRole('button', { name: 'Xem thêm 2 chuyến bay' }));
    expect(within(list).getAllByRole('radio')).toHaveLength(7);
    // a chosen flight past the first five is always shown
    unmount();
    renderWithProviders(
      <OfferList
        title="Chuyến đi"
        testId="out2"
        offers={offers}
        chosen={{ flightId: offers[6]!.id, fareClassId: 61 }}
        onChoose={onChoose}
      />,
    );
    expect(within(screen.getByTestId('out2')).getAllByRole('radio')).toHaveLength(7);
  });
});

describe('OfferList words (issue 33 §4)', () => {
  const fare = (fareClassId: number, code: string, bookingClass: string, includedBaggageKg: number) => ({
    fareClassId,
    code,
    bookingClass,
    cabinBaggageKg: 7,
    includedBaggageKg,
    totalPrice: 1_000_000 + fareClassId,
  });
  const late = {
    id: '300-20270310',
    airlineName: 'Vietjet Air',
    flightNumber: 'VJ399',
    startPoint: 'HAN',
    endPoint: 'PQC',
    startDate: '2027-03-10T22:30',
    endDate: '2027-03-11T00:45',
    fares: [fare(1, 'ECO_SAVER', 'E', 0), fare(2, 'ECO_STANDARD', 'M', 20)],
  } as unknown as FlightOffer;

  it('names each fare with its class and baggage, never its code, and marks an arrival after midnight +1', () => {
    renderWithProviders(
      <OfferList title="Chuyến đi" testId="late" offers={[late]} chosen={{ flightId: late.id, fareClassId: 1 }} onChoose={() => {}} />,
    );
    const list = screen.getByTestId('late');
    expect(within(list).getByTestId('combo-fare-name')).toHaveTextContent('Phổ thông tiết kiệm (E) – 7 kg');
    const options = within(list)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options[0]).toMatch(/^Phổ thông tiết kiệm \(E\) – 7 kg · /);
    expect(options[1]).toMatch(/^Phổ thông tiêu chuẩn \(M\) – 7 kg \+ 20 kg ký gửi · /);
    expect(list).not.toHaveTextContent(/ECO_|SAVER|STANDARD/);
    const arrival = within(list).getByTestId('combo-arrival');
    expect(arrival).toHaveAttribute('data-day-offset', '1');
    expect(arrival).toHaveTextContent('00:45+1');
    expect(arrival).toHaveTextContent('đến ngày 11/03/2027');
  });

  it('in English too', () => {
    renderWithProviders(
      <OfferList title="Outbound" testId="late-en" offers={[late]} chosen={{ flightId: late.id, fareClassId: 2 }} onChoose={() => {}} />,
      { lang: 'en' },
    );
    expect(within(screen.getByTestId('late-en')).getByTestId('combo-fare-name')).toHaveTextContent(
      'Economy Standard (M) – 7 kg + 20 kg checked',
    );
  });
});
