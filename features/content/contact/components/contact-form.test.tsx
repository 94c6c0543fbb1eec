import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm, type ContactTexts } from './contact-form';

const sent = vi.hoisted(() => vi.fn());
vi.mock('../../api/send-internal', () => ({ sendInternalMessage: sent }));

const texts: ContactTexts = {
  full_name: 'Họ và tên',
  email: 'Email',
  phone: 'Số điện thoại',
  subject: 'Tiêu đề',
  message: 'Nội dung',
  errors: { full_name: 'Tên?', email: 'Email?', phone: 'Số?', subject: 'Tiêu đề?', message: 'Nội dung?' },
  submit: 'Gửi tin nhắn',
  sending: 'Đang gửi…',
  ticket: 'Mã yêu cầu của bạn',
};

const fill = () => {
  fireEvent.change(screen.getByLabelText('Họ và tên'), { target: { value: 'Trần An' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'an@example.com' } });
  fireEvent.change(screen.getByLabelText('Tiêu đề'), { target: { value: 'Hỏi về hoàn tiền' } });
  fireEvent.change(screen.getByLabelText('Nội dung'), { target: { value: 'Xin chào, tôi muốn hỏi về hoàn tiền.' } });
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

  it('the honeypot is out of the tab order, the accessibility tree and autofill; a person sends it empty', async () => {
    sent.mockResolvedValueOnce({ id: 7, ticket: 'LH-2026-000007', message: 'Cảm ơn bạn đã liên hệ.' });
    const { container } = render(<ContactForm lang="vi" texts={texts} />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).not.toContain('website');

    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }));
    // the ticket is shown after sending, with the server's message
    await waitFor(() => expect(screen.getByTestId('contact-ticket').textContent).toBe('LH-2026-000007'));
    expect(screen.getByRole('status').textContent).toContain('Mã yêu cầu của bạn');
    expect(sent).toHaveBeenCalledWith(expect.not.objectContaining({ website: expect.anything() }));
  });

  it('a robot that fills the honeypot sends it along (the server drops the message)', async () => {
    sent.mockResolvedValueOnce({ id: 0, ticket: 'LH-2026-123456', message: 'Cảm ơn bạn đã liên hệ.' });
    const { container } = render(<ContactForm lang="vi" texts={texts} />);
    fill();
    fireEvent.change(container.querySelector('input[name="website"]')!, { target: { value: 'https://spam.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }));
    await waitFor(() => expect(sent).toHaveBeenLastCalledWith(expect.objectContaining({ website: 'https://spam.example' })));
  });
});
