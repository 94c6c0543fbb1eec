import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { DealOrderSection, type DealOrderSummary } from './deal-order-section';

const DEAL: DealOrderSummary = {
  deal_id: 7,
  deal_path: '/deals/voucher-2-dem-da-nang-7',
  name: 'Voucher 2 đêm Đà Nẵng',
  quantity: 2,
  unit_price: 1_500_000,
  vouchers: [
    { code: 'VV-AB12-CD34-EF56', status: 'available', room_nights: 2, hotel_id: 31, valid_from: '2026-12-01', valid_to: '2027-03-31' },
    { code: 'VV-ZZ99-YY88-XX77', status: 'used', room_nights: 2, hotel_id: 31, valid_from: '2026-12-01', valid_to: '2027-03-31' },
  ],
};

describe('the order page deal section', () => {
  it('a paid order: each code with a copy button, its nights and validity, the hint and the hotel link', () => {
    renderWithProviders(<DealOrderSection deal={DEAL} orderStatus="paid" />);
    const section = screen.getByTestId('order-deal');
    expect(within(section).getByRole('link', { name: DEAL.name }).getAttribute('href')).toBe(DEAL.deal_path);
    expect(within(section).getByTestId('order-deal-quantity').textContent).toBe('2');
    const codes = within(section)
      .getAllByTestId('voucher-code')
      .map((c) => c.textContent);
    expect(codes).toEqual(['VV-AB12-CD34-EF56', 'VV-ZZ99-YY88-XX77']);
    expect(within(section).getAllByRole('button', { name: /VV-AB12-CD34-EF56/ })).toHaveLength(1);
    expect(section.textContent).toContain('Hạn dùng 01/12/2026 - 31/03/2027');
    expect(section.textContent).toContain('Đã dùng');
    expect(within(section).getByTestId('order-voucher-hint').textContent).toBe('Dùng mã này khi thanh toán khách sạn bằng voucher');
    // only the unused voucher links its hotel (found by id)
    const links = within(section).getAllByTestId('voucher-hotel-link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toMatch(/^\/khach-san\/vn\/[a-z-]+-31$/);
  });

  it('an unpaid order says the codes come once it is paid, in English too', () => {
    renderWithProviders(<DealOrderSection deal={{ ...DEAL, vouchers: [] }} orderStatus="pending" />, { lang: 'en' });
    expect(screen.queryByTestId('voucher-code')).toBeNull();
    expect(screen.getByTestId('order-deal').textContent).toContain('The voucher codes show here once the order is paid.');
  });

  it.each([
    ['expired', 'Đơn hàng đã hết hạn thanh toán nên không có mã voucher.'],
    ['cancelled', 'Đơn hàng đã huỷ nên không có mã voucher.'],
    ['refunded', 'Đơn hàng đã huỷ nên không có mã voucher.'],
    ['paid', 'Mã voucher đang được phát hành, vui lòng tải lại trang sau ít phút.'],
  ])('a %s order without codes says why, never "after payment"', (status, text) => {
    renderWithProviders(<DealOrderSection deal={{ ...DEAL, vouchers: [] }} orderStatus={status} />);
    expect(screen.getByTestId('order-no-vouchers').textContent).toBe(text);
  });

  it('a cancelled order that had codes lists them as void', () => {
    renderWithProviders(
      <DealOrderSection
        deal={{ ...DEAL, vouchers: DEAL.vouchers.map((v) => ({ ...v, status: 'void' as const })) }}
        orderStatus="cancelled"
      />,
    );
    expect(screen.getAllByTestId('voucher-code')).toHaveLength(2);
    expect(screen.getByTestId('order-deal').textContent).toContain('Đã huỷ');
  });
});
