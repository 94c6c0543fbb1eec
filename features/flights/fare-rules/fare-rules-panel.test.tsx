import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { fareRulesFor } from '../rules/fare-rules';
import { FareRuleShortLines, FareRulesPanel } from './fare-rules-panel';

const standardVn = { rules: fareRulesFor('VN', 'ECO_STANDARD', false), refundable: true, includedBaggageKg: 23, cabinBaggageKg: 7 };
const saverVj = { rules: fareRulesFor('VJ', 'ECO_SAVER', false), refundable: false, includedBaggageKg: 0, cabinBaggageKg: 7 };

describe('fare rules', () => {
  it('short lines say the change and refund fees in the chosen currency, or that they are not allowed', () => {
    renderWithProviders(
      <ul>
        <FareRuleShortLines fare={standardVn} />
      </ul>,
    );
    expect(screen.getByTestId('fare-rule-change')).toHaveTextContent(/^Đổi vé 300\.000\s?₫$/);
    expect(screen.getByTestId('fare-rule-refund')).toHaveTextContent(/^Hoàn vé 500\.000\s?₫$/);
  });

  it('the "Điều kiện vé" panel opens on a click with baggage, change, refund, name change and no-show', async () => {
    renderWithProviders(<FareRulesPanel fare={saverVj} />);
    const panel = screen.getByTestId('fare-rules');
    expect(panel).not.toHaveAttribute('open');
    await userEvent.click(within(panel).getByText('Điều kiện vé'));
    expect(panel).toHaveAttribute('open');
    expect(within(panel).getByTestId('fare-rules-checked')).toHaveTextContent('Không bao gồm');
    expect(within(panel).getByTestId('fare-rules-cabin')).toHaveTextContent('7 kg mỗi khách');
    expect(within(panel).getByTestId('fare-rules-change')).toHaveTextContent(/Phí 450\.000\s?₫ mỗi khách, mỗi chặng/);
    expect(within(panel).getByTestId('fare-rules-refund')).toHaveTextContent('Không được hoàn tiền vé');
    expect(within(panel).getByTestId('fare-rules-name')).toHaveTextContent(/Phí 450\.000\s?₫ mỗi khách/);
    expect(within(panel).getByTestId('fare-rules-noShow')).toHaveTextContent('Mất toàn bộ giá vé');
  });

  it('in English and US dollars', () => {
    renderWithProviders(<FareRulesPanel fare={standardVn} />, { lang: 'en', currency: 'USD', usdRate: 25_000 });
    const panel = screen.getByTestId('fare-rules');
    expect(within(panel).getByText('Fare rules')).toBeInTheDocument();
    expect(within(panel).getByTestId('fare-rules-refund')).toHaveTextContent(/\$20(\.00)? per passenger and flight/);
    expect(within(panel).getByTestId('fare-rules-name')).toHaveTextContent('Names cannot be changed');
  });

  it('a leg sold before fare rules reads its refundable flag', () => {
    renderWithProviders(
      <ul>
        <FareRuleShortLines fare={{ refundable: true, includedBaggageKg: 23, cabinBaggageKg: 7 }} />
      </ul>,
    );
    expect(screen.getByTestId('fare-rule-refund')).toHaveTextContent('Hoàn vé miễn phí');
  });
});
