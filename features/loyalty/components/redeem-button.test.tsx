import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { RedeemButton } from './redeem-button';

const refresh = vi.fn();
const post = vi.fn();
const services: string[] = [];
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
// the service client itself is tested over HTTP in lib/api-client/http.test.ts
vi.mock('@/lib/api-client/http', () => ({
  createServiceClient: (service: string) => {
    services.push(service);
    return { instance: { post } };
  },
}));

const labels = { redeem: 'Đổi ngay', redeeming: 'Đang đổi…', redeemed: 'Đã đổi thành công: mã %CODE%' };

afterEach(() => {
  refresh.mockClear();
  post.mockReset();
});

describe('RedeemButton', () => {
  it('posts to the redeem endpoint with an Idempotency-Key and shows the new code', async () => {
    post.mockResolvedValue({ data: { status: 'success', data: { coupon: { code: 'LYABCDEFGH23' }, available_point: 100 } } });
    render(<RedeemButton offerId={2} labels={labels} lang="vi" />);
    fireEvent.click(screen.getByRole('button', { name: 'Đổi ngay' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Đã đổi thành công: mã LYABCDEFGH23');
    expect(services).toContain('v2-user');
    const [path, body, config] = post.mock.calls[0] as [string, unknown, { headers: Record<string, string> }];
    expect(path).toBe('/loyalty-redeem-discount/2');
    expect(body).toEqual({});
    expect(config.headers['Idempotency-Key']).toBeTruthy();
    expect(refresh).toHaveBeenCalled();
  });

  it('shows the message of a 409 in the page language', async () => {
    post.mockRejectedValue(new ApiClientError('Bạn không đủ điểm để đổi ưu đãi này', 'INSUFFICIENT_POINTS', 409));
    render(<RedeemButton offerId={3} labels={labels} lang="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Đổi ngay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have enough points for this');
    expect(refresh).not.toHaveBeenCalled();
  });
});
