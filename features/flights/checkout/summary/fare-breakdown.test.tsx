import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { flightRequestFixture } from '../checkout-fixture';
import { FareBreakdown } from './fare-breakdown';

const digits = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

describe('FareBreakdown', () => {
  it('adds the chosen method fee to the total, as the order charges it (step 2)', () => {
    const { quote } = flightRequestFixture();
    renderWithProviders(<FareBreakdown quote={quote} paymentFee={78_804} />);
    expect(digits(screen.getByTestId('fare-payment-fee').textContent)).toBe(78_804);
    expect(digits(screen.getByTestId('fare-total').textContent)).toBe(quote.ticketPrice + quote.baggagePrice + 78_804);
  });

  it('shows no fee line without a fee', () => {
    const { quote } = flightRequestFixture();
    renderWithProviders(<FareBreakdown quote={quote} />);
    expect(screen.queryByTestId('fare-payment-fee')).toBeNull();
    expect(digits(screen.getByTestId('fare-total').textContent)).toBe(quote.ticketPrice + quote.baggagePrice);
  });
});
