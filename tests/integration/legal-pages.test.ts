import { createElement, type ComponentProps, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LegalPage, legalMetadata } from '@/features/content/pages';
import { sitemapChunk, sitemapIndex } from '@/features/seo/server';
import type { Lang } from '@/lib/i18n/config';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { RESOURCES } from '@/lib/i18n/resources';
import type { LangResources } from '@/lib/i18n/translate';
import { LEGAL_PAGES, LEGAL_PATHS } from '@/lib/paths';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

async function html(page: Promise<ReactElement> | ReactElement, lang: Lang): Promise<string> {
  const tree = await page;
  return renderToString(
    createElement(I18nProvider, { lang, resources: RESOURCES[lang] as LangResources } as ComponentProps<typeof I18nProvider>, tree),
  );
}
const text = (page: string) =>
  page
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\u00a0/g, ' ');
const hrefs = (page: string) => [...page.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);

describe(`terms, privacy and conditions pages [${process.env.TEST_DB_KIND ?? 'pglite'}]`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 4 });
  });
  afterAll(async () => {
    await database?.drop();
  });

  it.each(LEGAL_PAGES.flatMap((page) => (['vi', 'en'] as const).map((lang) => [page, lang] as const)))(
    '%s (%s): title, sections, links to pages that exist, canonical and hreflang',
    async (page, lang) => {
      const out = await html(LegalPage({ lang, page }), lang);
      const texts = RESOURCES[lang].legal.pages[page];
      expect(out).toContain(`<h1 class=`);
      expect(text(out)).toContain(texts.title);
      for (const section of Object.values(texts.sections)) expect(text(out)).toContain(section.heading);
      // no markup or value left unread
      expect(text(out)).not.toMatch(/\{\{|\]\(|\[\w/);
      const prefix = lang === 'en' ? '/en' : '';
      for (const href of hrefs(out).filter((h) => !h.startsWith('#')))
        expect(href.startsWith(`${prefix}/`) || href === '/en' || href === '/', href).toBe(true);
      for (const other of LEGAL_PAGES.filter((p) => p !== page)) expect(hrefs(out)).toContain(`${prefix}${LEGAL_PATHS[other]}`);
      const meta = await legalMetadata(lang, page);
      expect(meta.title).toBe(`${texts.title} - Vivu Travel`);
      expect(meta.description).toBe(texts.description);
      expect(meta.alternates).toEqual({
        canonical: `${prefix}${LEGAL_PATHS[page]}`,
        languages: { vi: LEGAL_PATHS[page], en: `/en${LEGAL_PATHS[page]}`, 'x-default': LEGAL_PATHS[page] },
      });
    },
  );

  it('the hotel conditions state the one cancellation rule with its example deadline and the non-refundable words', async () => {
    const vi = text(await html(LegalPage({ lang: 'vi', page: 'hotel' }), 'vi'));
    expect(vi).toContain('nhận phòng lúc 14:00 ngày 15/12/2026: “Miễn phí hủy đến 14:00 ngày 14/12/2026”');
    expect(vi).toContain('Giá “Không hoàn hủy”');
    const en = text(await html(LegalPage({ lang: 'en', page: 'hotel' }), 'en'));
    expect(en).toContain('check-in at 14:00 on 15/12/2026: “Free cancellation until 14:00 on 14/12/2026”');
    expect(en).toContain('“Non-refundable” rates');
  });

  it('the terms list the payment methods the checkout offers, with their fees, from the database', async () => {
    const vi = text(await html(LegalPage({ lang: 'vi', page: 'terms' }), 'vi'));
    for (const name of [
      'Chuyển khoản ngân hàng',
      'Thẻ tín dụng/ghi nợ quốc tế',
      'Thẻ ATM nội địa',
      'Quét mã VietQR',
      'Mua trước trả sau',
      'Thanh toán bằng voucher',
    ])
      expect(vi).toContain(name);
    expect(vi).toContain('2,2% giá trị đơn');
    expect(vi).toContain('Đơn từ 1.000.000 ₫');
    expect(vi).toContain('cho đơn trên 300.000.000 ₫');
    const en = text(await html(LegalPage({ lang: 'en', page: 'terms' }), 'en'));
    expect(en).toContain('International credit/debit card');
    expect(en).toContain('2.2% of the order value');
  });

  it('the flight conditions list the fares on sale with their baggage and refunds', async () => {
    const vi = text(await html(LegalPage({ lang: 'vi', page: 'flight' }), 'vi'));
    expect(vi).toContain('Phổ thông tiết kiệm (E)');
    expect(vi).toContain('Phổ thông linh hoạt (Y)');
    expect(vi).toMatch(/Phổ thông tiết kiệm \(E\)Không gồm7 kgKhông hoàn vé/);
    expect(vi).toContain('cất cánh lúc 08:00 ngày 15/12/2026: “Miễn phí hủy đến 08:00 ngày 14/12/2026”');
    expect(vi).not.toContain('ECO_SAVER');
    // the airlines' fees, from the one table of fare rules: domestic / international per passenger and flight
    expect(vi).toMatch(
      /Phổ thông tiêu chuẩnVietnam Airlines, Bamboo Airways300\.000\s₫ \/ 800\.000\s₫500\.000\s₫ \/ 1\.500\.000\s₫Không \/ Không/,
    );
    expect(vi).toMatch(
      /Phổ thông tiêu chuẩnVietjet Air, Pacific Airlines350\.000\s₫ \/ 700\.000\s₫Không \/ Không350\.000\s₫ \/ 700\.000\s₫/,
    );
    expect(vi).toContain('phí hoàn vé × số khách');
    const en = text(await html(LegalPage({ lang: 'en', page: 'flight' }), 'en'));
    expect(en).toMatch(/Economy FlexVietnam Airlines, Bamboo AirwaysFree \/ FreeFree \/ 600\.000\s₫No \/ No/);
  });

  it('every page is in the sitemap, vi with its en alternate', async () => {
    expect(Array.from(await sitemapIndex()).join('')).toContain('/sitemaps/pages-1.xml.gz</loc>');
    const xml = Array.from((await sitemapChunk('pages-1.xml'))!).join('');
    for (const page of LEGAL_PAGES) {
      expect(xml).toContain(`${LEGAL_PATHS[page]}</loc>`);
      expect(xml).toContain(`hreflang="en" href="http://localhost:3000/en${LEGAL_PATHS[page]}"`);
    }
  });
});
