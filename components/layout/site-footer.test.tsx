import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/create-i18n';
import type { Lang } from '@/lib/i18n/config';
import { SiteFooter } from './site-footer';

const footer = (lang: Lang) => render(<SiteFooter lang={lang} t={createI18n(lang).getFixedT(lang, 'common')} />);

describe('SiteFooter', () => {
  it('links the terms, the privacy policy and each product’s conditions under “Chính sách”', () => {
    footer('vi');
    const policies = screen.getByRole('heading', { name: 'Chính sách' }).closest('section')!;
    const links = within(policies)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Điều khoản sử dụng', '/dieu-khoan-su-dung'],
      ['Chính sách bảo mật', '/chinh-sach-bao-mat'],
      ['Điều kiện đặt phòng khách sạn', '/dieu-kien-dat-phong'],
      ['Điều kiện vé máy bay', '/dieu-kien-ve-may-bay'],
      ['Điều kiện voucher', '/dieu-kien-voucher'],
      ['Điều kiện combo', '/dieu-kien-combo'],
    ]);
  });

  it('links the English pages under /en', () => {
    footer('en');
    const policies = screen.getByRole('heading', { name: 'Policies' }).closest('section')!;
    expect(within(policies).getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/en/dieu-khoan-su-dung');
    expect(within(policies).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/chinh-sach-bao-mat');
    expect(within(policies).getByRole('link', { name: 'Flight ticket conditions' })).toHaveAttribute('href', '/en/dieu-kien-ve-may-bay');
  });
});
