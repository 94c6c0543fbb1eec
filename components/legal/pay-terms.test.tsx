import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { Lang } from '@/lib/i18n/config';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { RESOURCES } from '@/lib/i18n/resources';
import type { PaidProduct } from '@/lib/paths';
import { PayTerms } from './pay-terms';

const line = (product: PaidProduct, lang: Lang, action: string) =>
  render(
    <I18nProvider lang={lang} resources={RESOURCES[lang]}>
      <main>
        <PayTerms product={product} action={action} />
      </main>
    </I18nProvider>,
  );

describe('PayTerms', () => {
  it('says, above the pay button, that paying accepts the terms, the privacy policy and the hotel conditions, each a link', async () => {
    const { container } = line('hotel', 'vi', 'Thanh toán');
    const text = screen.getByTestId('pay-terms');
    expect(text).toHaveTextContent(
      'Bằng việc nhấn Thanh toán, bạn đồng ý với Điều khoản sử dụng (mở trong thẻ mới), Chính sách bảo mật (mở trong thẻ mới) và Điều kiện đặt phòng khách sạn (mở trong thẻ mới).',
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/dieu-khoan-su-dung', '/chinh-sach-bao-mat', '/dieu-kien-dat-phong']);
    for (const a of links) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener');
    }
    const result = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('names each product its own conditions, in English under /en', () => {
    const cases: [PaidProduct, string, string][] = [
      ['flight', 'Flight ticket conditions', '/en/dieu-kien-ve-may-bay'],
      ['voucher', 'Voucher conditions', '/en/dieu-kien-voucher'],
      ['combo', 'Combo conditions', '/en/dieu-kien-combo'],
    ];
    for (const [product, name, href] of cases) {
      const { unmount } = line(product, 'en', 'Pay');
      expect(screen.getByTestId('pay-terms')).toHaveTextContent(
        `By clicking Pay, you agree to the Terms of use (opens in a new tab), the Privacy policy (opens in a new tab) and the ${name} (opens in a new tab).`,
      );
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
      expect(screen.getByRole('link', { name: /^Terms of use/ })).toHaveAttribute('href', '/en/dieu-khoan-su-dung');
      unmount();
    }
  });
});
