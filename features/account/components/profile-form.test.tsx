import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@/features/auth/index';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { userApi } from '@/lib/api-client/services';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { ProfileForm } from './profile-form';

const profile: Profile = {
  user_id: 1,
  first_name: 'Văn An',
  last_name: 'Nguyễn',
  gender: null,
  phone: '+84901234567',
  email: 'demo@example.com',
  expired_at: '2026-11-27T00:00:00.000Z',
  business_role: null,
};

afterEach(() => vi.restoreAllMocks());

describe('ProfileForm', () => {
  it('shows the profile read-only, email included, and "Chưa cập nhật" for a missing gender', () => {
    renderWithProviders(<ProfileForm initial={profile} />);
    const card = screen.getByTestId('profile-card');
    expect(card.textContent).toContain('demo@example.com');
    expect(card.textContent).toContain('Chưa cập nhật');
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
  });

  it("PATCHes the fields and shows the server's field messages beside them", async () => {
    const patch = vi
      .spyOn(userApi, 'patch')
      .mockRejectedValueOnce(
        new ApiClientError('Tham số nội dung không hợp lệ', 'BAD_REQUEST', 400, [
          { path: 'phone', message: 'Số điện thoại di động Việt Nam không hợp lệ (ví dụ 0901234567)' },
        ]),
      );
    renderWithProviders(<ProfileForm initial={profile} />);
    fireEvent.click(screen.getByTestId('profile-edit'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Số điện thoại' }), { target: { value: '123' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Giới tính' }), { target: { value: 'male' } });
    fireEvent.submit(screen.getByTestId('profile-form'));
    await waitFor(() => expect(screen.getByText(/Số điện thoại di động Việt Nam không hợp lệ/)).toBeTruthy());
    expect(patch).toHaveBeenCalledWith('/profile', { last_name: 'Nguyễn', first_name: 'Văn An', gender: 'male', phone: '123' });
    expect(screen.getByRole('textbox', { name: 'Số điện thoại' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the saved profile after a success', async () => {
    vi.spyOn(userApi, 'patch').mockResolvedValueOnce({ status: 'success', data: { ...profile, gender: 'female', phone: '+84912345678' } });
    renderWithProviders(<ProfileForm initial={profile} />);
    fireEvent.click(screen.getByTestId('profile-edit'));
    fireEvent.submit(screen.getByTestId('profile-form'));
    await waitFor(() => expect(screen.getByTestId('profile-card').textContent).toContain('+84912345678'));
    expect(screen.getByRole('status').textContent).toBe('Đã lưu thông tin cá nhân.');
    expect(screen.getByTestId('profile-card').textContent).toContain('Nữ');
  });
});
