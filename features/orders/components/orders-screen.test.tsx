import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getServerT } from '@/lib/i18n/server';
import type { Order } from '../schemas';
import { OrdersScreen } from './orders-screen';

const order = (n: number): Order => ({
  order_number: `VV-${n}`,
  product_type: 'hotel',
  status: 'paid',
  title: `Khách sạn ${n}`,
  title_vi: `Khách sạn ${n}`,
  title_en: `Hotel ${n}`,
  check_in: '2026-12-01',
  check_out: '2026-12-03',
  total_vnd: 1_500_000,
  created_at: '2026-11-20T03:00:00.000Z',
});

describe('OrdersScreen', () => {
  it('shows the empty state with a link to hotels when the member has no orders', () => {
    render(
      <OrdersScreen
        lang="vi"
        t={getServerT('vi', 'account')}
        query={{ page: 1, page_size: 10 }}
        result={{ items: [], total: 0, page: 1, page_size: 10 }}
      />,
    );
    expect(screen.getByTestId('orders-empty').textContent).toContain('Bạn chưa có đơn hàng nào');
    expect(screen.getByRole('link', { name: 'Tìm khách sạn' }).getAttribute('href')).toBe('/khach-san');
  });

  it('says no order matches when filters are set, in English too', () => {
    render(
      <OrdersScreen
        lang="en"
        t={getServerT('en', 'account')}
        query={{ status: 'paid', page: 1, page_size: 10 }}
        result={{ items: [], total: 0, page: 1, page_size: 10 }}
      />,
    );
    expect(screen.getByTestId('orders-empty').textContent).toContain('No orders match the filters.');
    expect(screen.getByRole('link', { name: 'Find hotels' }).getAttribute('href')).toBe('/en/khach-san');
  });

  it('lists orders and links the other pages keeping the filters', () => {
    render(
      <OrdersScreen
        lang="vi"
        t={getServerT('vi', 'account')}
        query={{ status: 'paid', from: '2026-11-01', page: 2, page_size: 10 }}
        result={{ items: [order(1), order(2)], total: 25, page: 2, page_size: 10 }}
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getAllByText('01/12/2026 – 03/12/2026')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Trang trước' }).getAttribute('href')).toBe('/tai-khoan/don-hang?status=paid&from=2026-11-01');
    expect(screen.getByRole('link', { name: 'Trang sau' }).getAttribute('href')).toBe(
      '/tai-khoan/don-hang?status=paid&from=2026-11-01&page=3',
    );
    expect(screen.getByText('Trang 2/3')).toBeTruthy();
  });

  it('links each row to the one order page and names all seven statuses', () => {
    const items = (['pending', 'paid', 'confirmed', 'completed', 'expired', 'cancelled', 'refunded'] as const).map((status, n) => ({
      ...order(n),
      order_number: `VV00000${n}`,
      status,
    }));
    render(
      <OrdersScreen
        lang="vi"
        t={getServerT('vi', 'account')}
        query={{ page: 1, page_size: 10 }}
        result={{ items, total: 7, page: 1, page_size: 10 }}
      />,
    );
    expect(screen.getByRole('link', { name: 'VV000004' }).getAttribute('href')).toBe('/don-hang/VV000004');
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('[data-status]')?.textContent);
    expect(names).toEqual([
      'Chờ thanh toán',
      'Đã thanh toán',
      'Đã xác nhận',
      'Hoàn thành',
      'Đã hết hạn thanh toán',
      'Đã hủy',
      'Đã hoàn tiền',
    ]);
    expect(screen.getByRole('option', { name: 'Đã hết hạn thanh toán' })).toBeTruthy();
  });

  it('in English the links keep /en', () => {
    render(
      <OrdersScreen
        lang="en"
        t={getServerT('en', 'account')}
        query={{ page: 1, page_size: 10 }}
        result={{ items: [{ ...order(1), order_number: 'VV000001', status: 'expired' }], total: 1, page: 1, page_size: 10 }}
      />,
    );
    expect(screen.getByRole('link', { name: 'VV000001' }).getAttribute('href')).toBe('/en/don-hang/VV000001');
    expect(screen.getByRole('row', { name: /VV000001/ })).toHaveTextContent('Payment time expired');
  });

  it('names each order in the page language (issue 34: an English page listed "Khách sạn …")', () => {
    const view = render(
      <OrdersScreen
        lang="en"
        t={getServerT('en', 'account')}
        query={{ page: 1, page_size: 10 }}
        result={{ items: [order(1)], total: 1, page: 1, page_size: 10 }}
      />,
    );
    expect(screen.getByTestId('orders-table')).toHaveTextContent('Hotel 1');
    expect(screen.getByTestId('orders-table')).not.toHaveTextContent('Khách sạn');
    view.unmount();
    render(
      <OrdersScreen
        lang="vi"
        t={getServerT('vi', 'account')}
        query={{ page: 1, page_size: 10 }}
        result={{ items: [order(1)], total: 1, page: 1, page_size: 10 }}
      />,
    );
    expect(screen.getByTestId('orders-table')).toHaveTextContent('Khách sạn 1');
  });
});
