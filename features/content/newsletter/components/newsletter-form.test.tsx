import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsletterForm, type NewsletterTexts } from './newsletter-form';

const texts: NewsletterTexts = {
  title: 'Nhận tin khuyến mãi',
  text: 'Để lại email để nhận ưu đãi mới nhất.',
  email: 'Địa chỉ email',
  submit: 'Đăng ký',
  sending: 'Đang gửi…',
  invalidEmail: 'Vui lòng nhập một địa chỉ email hợp lệ',
};

describe('NewsletterForm', () => {
  it('the field is named by its visible label; one live region whose role stays the same when it shows an error', () => {
    render(<NewsletterForm lang="vi" texts={texts} />);
    const field = screen.getByRole('textbox', { name: texts.text });
    const region = screen.getByTestId('newsletter-result-message');
    expect(region.getAttribute('role')).toBe('status');
    fireEvent.change(field, { target: { value: 'khong-phai-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(region.textContent).toBe(texts.invalidEmail);
    expect(region.getAttribute('role')).toBe('status');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field.getAttribute('aria-describedby')).toBe(region.id);
  });
});
