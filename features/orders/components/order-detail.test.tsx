import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getServerT } from '@/lib/i18n/server';
import { OrderDetail } from './order-detail';

const order = {
  order_number: 'VV-7',
  product_type: 'hotel' as const,
  status: 'confirmed',
  title: 'Khách sạn Biển Xanh',
  check_in: '2026-12-01',
  check_out: '2026-12-03',
  total_vnd: 1_500_000,
  created_at: '2026-11-20T03:00:00.000Z',
};

describe('OrderDetail', () => {
  it('shows what was bought, for when, its status and total, and leads back to the list', () => {
    render(<OrderDetail lang="vi" t={getServerT('vi', 'account')} order={order} />);
    const detail = screen.getByTestId('order-detail');
    expect(detail).toHaveTextContent('Mã đơnVV-7');
    expect(detail).toHaveTextContent('Khách sạn Biển Xanh (Khách sạn)');
    expect(detail).toHaveTextContent('01-12-2026 – 03-12-2026');
    expect(detail).toHaveTextContent('Đã xác nhận');
    expect(detail).toHaveTextContent('1.500.000 ₫');
    expect(screen.getByRole('link', { name: 'Quay lại danh sách đơn hàng' })).toHaveAttribute('href', '/tai-khoan/don-hang');
  });

  it('speaks English under /en', () => {
    render(<OrderDetail lang="en" t={getServerT('en', 'account')} order={order} />);
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute('href', '/en/tai-khoan/don-hang');
  });
});
