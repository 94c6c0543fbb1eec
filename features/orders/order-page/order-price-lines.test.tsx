import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { orderFixture } from '@/tests/fixtures/order-detail';
import { Prices } from './order-sections';

const USD_RATE = 25_400;

/** A shown amount in minor units (dong or cents), negative when taken off. */
const shown = (text: string) => {
  const usd = text.includes('$');
  const value = usd ? Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100) : Number(text.replace(/[^0-9]/g, ''));
  return /[−-]/.test(text) ? -value : value;
};

function read() {
  const section = screen.getByTestId('order-prices');
  const total = screen.getByTestId('order-total');
  const rows = Array.from(section.querySelectorAll<HTMLElement>('dl > div')).filter(
    (row) => row !== total && section.querySelector('dl') === row.parentElement,
  );
  return {
    sum: rows.reduce((s, row) => s + shown(row.querySelector('dd')?.textContent ?? ''), 0),
    total: shown(total.querySelector('dd')?.textContent ?? ''),
  };
}

// card fee 2.2 % of (4.601.111 - 460.000): in USD each line rounded alone gives 166.63 against a total of 166.62
const card = orderFixture({
  prices: { subtotal_vnd: 4_601_111, coupon_code: 'LYSAVE10', coupon_discount_vnd: 460_000, payment_fee_vnd: 91_104, total_vnd: 4_232_215 },
  payment: { ...orderFixture().payment, method: 'payment_method_credit_card', method_name: 'Thẻ tín dụng', method_name_en: 'Credit card' },
});

describe('order page prices: the lines add up to the total paid (issue 33)', () => {
  it.each(['VND', 'USD'] as const)('in %s', (currency) => {
    renderWithProviders(<Prices order={card} />, { currency, usdRate: USD_RATE });
    const { sum, total } = read();
    expect(total).toBe(currency === 'VND' ? 4_232_215 : Math.round((4_232_215 / USD_RATE) * 100));
    expect(sum).toBe(total);
  });

  it('a stay paid by voucher: the voucher line takes the rest, the total is 0', () => {
    const order = orderFixture({
      status: 'confirmed',
      prices: { subtotal_vnd: 4_600_000, coupon_code: null, coupon_discount_vnd: 0, payment_fee_vnd: 0, total_vnd: 0 },
      payment: { ...orderFixture().payment, method: 'payment_method_voucher', method_name: 'Voucher', method_name_en: 'Voucher' },
    });
    renderWithProviders(<Prices order={order} />);
    const { sum, total } = read();
    expect([sum, total]).toEqual([0, 0]);
  });
});
