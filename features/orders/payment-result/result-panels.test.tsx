import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { PublicPaymentResult, TransactionNotFound, UnverifiedResult } from './result-panels';
import { publicOutcome } from './result-outcome';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh }) }));

const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;

describe('payment result seen from another browser', () => {
  it('a paid order: the outcome, its code and the lookup with the code filled in; nothing personal', () => {
    renderWithProviders(<PublicPaymentResult orderCode="VV8K2M4Q" outcome="paid" orderStatus="paid" />);
    expect(screen.getByRole('status')).toHaveTextContent('Thanh toán thành công: đơn hàng đã được thanh toán.');
    expect(screen.getByTestId('payment-result-code')).toHaveTextContent('VV8K2M4Q');
    expect(screen.getByRole('link', { name: 'Tra cứu đơn hàng' })).toHaveAttribute('href', '/tra-cuu-don-hang?code=VV8K2M4Q');
  });

  it('in English: English words only and the English lookup', () => {
    const { container } = renderWithProviders(<PublicPaymentResult orderCode="VV8K2M4Q" outcome="cancelled" orderStatus="pending" />, {
      lang: 'en',
    });
    expect(screen.getByRole('status')).toHaveTextContent('The transaction was cancelled. The order is not paid.');
    expect(screen.getByRole('link', { name: 'Find my order' })).toHaveAttribute('href', '/en/tra-cuu-don-hang?code=VV8K2M4Q');
    expect(container.textContent).not.toMatch(VIETNAMESE);
    expect(container.textContent).not.toMatch(/result\.|status\./);
  });

  it('failed, closed (with the status in words), and confirming (which reads the page again)', async () => {
    const { unmount } = renderWithProviders(<PublicPaymentResult orderCode="VV8K2M4Q" outcome="failed" orderStatus="pending" />, {
      lang: 'en',
    });
    expect(screen.getByRole('status')).toHaveTextContent('The payment did not go through.');
    unmount();
    const closed = renderWithProviders(<PublicPaymentResult orderCode="VV8K2M4Q" outcome="closed" orderStatus="expired" />);
    expect(screen.getByRole('status')).toHaveTextContent('Trạng thái đơn hàng: Đã hết hạn thanh toán');
    closed.unmount();
    vi.useFakeTimers();
    renderWithProviders(<PublicPaymentResult orderCode="VV8K2M4Q" outcome="confirming" orderStatus="pending" />);
    expect(screen.getByRole('status')).toHaveTextContent('Chúng tôi đang xác nhận thanh toán của bạn.');
    vi.advanceTimersByTime(3100);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(refresh.mock.calls.length).toBeLessThanOrEqual(10);
    vi.useRealTimers();
  });

  it('"Transaction not found" then the localized hint with the lookup link, in both languages', () => {
    const { unmount } = renderWithProviders(<TransactionNotFound />);
    expect(screen.getByTestId('transaction-not-found')).toHaveTextContent('Transaction not found');
    expect(screen.getByTestId('transaction-not-found')).toHaveTextContent('Không tìm thấy giao dịch.');
    expect(screen.getByRole('link', { name: 'Tra cứu đơn hàng' })).toHaveAttribute('href', '/tra-cuu-don-hang');
    unmount();
    renderWithProviders(<TransactionNotFound />, { lang: 'en' });
    expect(screen.getByTestId('transaction-not-found')).not.toHaveTextContent(VIETNAMESE);
    expect(screen.getByRole('link', { name: 'Find my order' })).toHaveAttribute('href', '/en/tra-cuu-don-hang');
  });

  it('an unverified return: only the way to the lookup, no code', () => {
    renderWithProviders(<UnverifiedResult />, { lang: 'en' });
    expect(screen.getByTestId('payment-result-unverified')).toHaveTextContent('We could not confirm this transaction in this browser.');
    expect(screen.getByRole('link', { name: 'Find my order' })).toHaveAttribute('href', '/en/tra-cuu-don-hang');
  });
});

describe('publicOutcome', () => {
  it('the database first, then a verified return while the notification is on its way', () => {
    expect(publicOutcome('paid', 'succeeded', 'succeeded')).toBe('paid');
    expect(publicOutcome('confirmed', 'cancelled', 'cancelled')).toBe('paid');
    expect(publicOutcome('expired', 'created', 'cancelled')).toBe('closed');
    expect(publicOutcome('pending', 'failed', 'succeeded')).toBe('failed');
    expect(publicOutcome('pending', 'created', 'cancelled')).toBe('cancelled');
    expect(publicOutcome('pending', 'created', 'succeeded')).toBe('confirming');
    expect(publicOutcome('pending', 'superseded', 'failed')).toBe('confirming');
  });
});
