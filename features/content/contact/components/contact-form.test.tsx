import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactForm, type ContactTexts } from './contact-form';

const texts: ContactTexts = {
  full_name: 'Họ và tên',
  email: 'Email',
  phone: 'Số điện thoại',
  subject: 'Tiêu đề',
  message: 'Nội dung',
  errors: { full_name: 'Tên?', email: 'Email?', phone: 'Số?', subject: 'Tiêu đề?', message: 'Nội dung?' },
  submit: 'Gửi tin nhắn',
  sending: 'Đang gửi…',
};

describe('ContactForm', () => {
  it('a refused submit moves focus to the first invalid field, described by its error', () => {
    render(<ContactForm lang="vi" texts={texts} />);
    fireEvent.change(screen.getByLabelText('Họ và tên'), { target: { value: 'Trần An' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }));
    const email = screen.getByLabelText('Email');
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Email?').id).toBe(email.getAttribute('aria-describedby'));
  });
});
