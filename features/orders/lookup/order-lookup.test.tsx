import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { lookupOrder } from '../api/orders';
import { paidOrderFixture } from '@/tests/fixtures/order-detail';
import { OrderLookup } from './order-lookup';

const push = vi.fn();
const router = { push, refresh: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('../api/orders', async (importOriginal) => ({ ...(await importOriginal<typeof import('../api/orders')>()), lookupOrder: vi.fn() }));
afterEach(() => vi.clearAllMocks());

function fill(code: string, pin: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Mã đơn hàng' }), { target: { value: code } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Mã PIN' }), { target: { value: pin } });
  fireEvent.click(screen.getByRole('button', { name: 'Tra cứu' }));
}

describe('find my order', () => {
  it('upper-cases the code and opens the order page with the answer’s link token', async () => {
    vi.mocked(lookupOrder).mockResolvedValue({ order: paidOrderFixture(), access_token: 'view-token-0123456789abcdef' });
    renderWithProviders(<OrderLookup />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tra cứu đơn hàng');
    fill(' vv8k2m4q ', '12a3456');
    await waitFor(() => expect(push).toHaveBeenCalledWith('/don-hang/VV8K2M4Q?token=view-token-0123456789abcdef'));
    expect(lookupOrder).toHaveBeenCalledWith('VV8K2M4Q', '123456');
  });

  it('a link brings the code filled in (and only a well-formed one)', async () => {
    vi.mocked(lookupOrder).mockResolvedValue({ order: paidOrderFixture(), access_token: 'manage-token-0123456789abcdef' });
    const { unmount } = renderWithProviders(<OrderLookup initialCode="vv8k2m4q" />, { lang: 'en' });
    expect(screen.getByRole('textbox', { name: 'Order code' })).toHaveValue('VV8K2M4Q');
    fireEvent.change(screen.getByRole('textbox', { name: 'PIN' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find order' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/don-hang/VV8K2M4Q?token=manage-token-0123456789abcdef'));
    unmount();
    renderWithProviders(<OrderLookup initialCode={'<script>'} />);
    expect(screen.getByRole('textbox', { name: 'Mã đơn hàng' })).toHaveValue('');
  });

  it('checks the form before asking', async () => {
    renderWithProviders(<OrderLookup />);
    fill('', '123');
    expect(await screen.findByText('Vui lòng nhập mã đơn hàng')).toBeInTheDocument();
    expect(screen.getByText('Mã PIN gồm 6 chữ số')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mã PIN' })).toHaveAttribute('aria-invalid', 'true');
    expect(lookupOrder).not.toHaveBeenCalled();
  });

  it('a wrong pair says so without saying which; too many tries shows the server message', async () => {
    vi.mocked(lookupOrder).mockRejectedValueOnce(new ApiClientError('Không tìm thấy đơn hàng', 'NOT_FOUND', 404));
    renderWithProviders(<OrderLookup />);
    fill('VV8K2M4Q', '000000');
    await waitFor(() => expect(screen.getByTestId('lookup-error')).toHaveTextContent('Mã đơn hàng hoặc mã PIN không đúng'));
    vi.mocked(lookupOrder).mockRejectedValueOnce(
      new ApiClientError('Bạn đã thử quá nhiều lần, vui lòng thử lại sau 15 phút', 'TOO_MANY_ATTEMPTS', 429),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tra cứu' }));
    await waitFor(() =>
      expect(screen.getByTestId('lookup-error')).toHaveTextContent('Bạn đã thử quá nhiều lần, vui lòng thử lại sau 15 phút'),
    );
    expect(push).not.toHaveBeenCalled();
  });
});
