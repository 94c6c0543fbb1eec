import { createElement, type ComponentProps, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe } from '@/features/content/server';
import {
  ArticlePage,
  ArticlesPage,
  ContactPage,
  HomeContentRows,
  NewsletterResultPage,
  articleMetadata,
  articlesMetadata,
} from '@/features/content/pages';
import { unsubscribeTokenOf } from '@/features/content/newsletter/server/tokens';
import { sitemapChunk, sitemapIndex, clearSitemapCache } from '@/features/seo/server';
import type { Lang } from '@/lib/i18n/config';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { RESOURCES } from '@/lib/i18n/resources';
import type { LangResources } from '@/lib/i18n/translate';
import { queryRows } from '@/lib/db/client';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/** A server page's HTML: its async top resolved here, the client components inside rendered as on the server. */
async function html(page: Promise<ReactElement> | ReactElement, lang: Lang = 'vi'): Promise<string> {
  const tree = await page;
  return renderToString(
    createElement(I18nProvider, { lang, resources: RESOURCES[lang] as LangResources } as ComponentProps<typeof I18nProvider>, tree),
  );
}

/** What Next's notFound() throws. */
const isNotFound = (error: unknown) =>
  error instanceof Error && /NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/.test((error as { digest?: string }).digest ?? error.message);

describe(`content pages [${process.env.TEST_DB_KIND ?? 'pglite'}]`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 4 });
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('/cam-nang lists the articles and posts with sized lazy images, canonical and hreflang', async () => {
    const page = await html(ArticlesPage({ lang: 'vi' }));
    expect(page).toContain('data-testid="articles-page"');
    expect(page).toContain('<nav aria-label="Đường dẫn"');
    expect(page.match(/data-testid="article-card-item"/g)).toHaveLength(12);
    expect(page).toContain('href="/cam-nang/kinh-nghiem-du-lich-da-nang"');
    for (const img of page.match(/<img [^>]+>/g) ?? []) expect(img).toMatch(/width="\d+".*height="\d+".*loading="lazy"/);
    const meta = await articlesMetadata('en');
    expect(meta.alternates).toEqual({
      canonical: '/en/cam-nang',
      languages: { vi: '/cam-nang', en: '/en/cam-nang', 'x-default': '/cam-nang' },
    });
    const en = await html(ArticlesPage({ lang: 'en' }), 'en');
    expect(en).toContain('href="/en/cam-nang/kinh-nghiem-du-lich-da-nang"');
    expect(en).toContain('A self-guided trip to Da Nang');
    expect(en).toContain('<nav aria-label="Breadcrumb"');
    // right under the page's h1, each card's title is an h2 (no skipped level)
    expect(page.match(/<h2 [^>]*>[^<]+<\/h2>/g)?.length).toBeGreaterThanOrEqual(12);
    expect(page).not.toMatch(/<h3/);
  });

  it("an article's picture shows its subject and says so in its language: Hoi An's food post is a bowl of cao lau, not a skyline", async () => {
    const vi = await html(ArticlePage({ lang: 'vi', slug: 'an-gi-o-hoi-an' }));
    expect(vi).toMatch(/<img [^>]*src="\/banners\/food-hoi-an.svg" alt="Tô cao lầu[^"]+"/);
    expect(vi).toContain('<strong>Cao lầu</strong>');
    const en = await html(ArticlePage({ lang: 'en', slug: 'kinh-nghiem-du-lich-hoi-an' }), 'en');
    expect(en).toMatch(
      /<img [^>]*src="\/banners\/hoi-an-lanterns-mobile.svg" alt="Yellow-walled old houses under strings of colourful lanterns in Hoi An"/,
    );
  });

  it('a post page: its HTML sanitised (a stored script never reaches the page), JSON-LD Article, canonical and hreflang', async () => {
    // a row written around the sanitiser, as a careless import could
    await database.handle.db.execute(sql`
      insert into content_posts (kind, slug, title_vi, title_en, excerpt_vi, excerpt_en, body_vi, body_en, image, published_at)
      values ('article', 'bai-doc-hai', 'Bài <độc> hại', 'Harmful post', 'Tóm tắt', 'Summary',
        '<p>Đoạn an toàn</p><script>window.hacked=1</script><img src="https://x.example/a.png" onerror="alert(1)"><a href="javascript:alert(2)">bấm</a><iframe src="https://evil.example/"></iframe>',
        '<p>Safe</p>', '/banners/fallback.svg', now() - interval '1 day')`);
    const page = await html(ArticlePage({ lang: 'vi', slug: 'bai-doc-hai' }));
    const body = /data-testid="article-body">([\s\S]*?)<\/div>/.exec(page)?.[1] ?? '';
    expect(body).toContain('<p>Đoạn an toàn</p>');
    expect(page).not.toContain('window.hacked');
    expect(page).not.toMatch(/onerror|javascript:|evil\.example/i);
    expect(page).toContain('Bài &lt;độc&gt; hại');
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)?.[1];
    expect(ld).toBeTruthy();
    const data = JSON.parse(ld!);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Article', headline: 'Bài <độc> hại', inLanguage: 'vi' });
    expect(data.url).toMatch(/\/cam-nang\/bai-doc-hai$/);
    // the headline's "<" is escaped inside the script element
    expect(ld).not.toContain('<độc>');
    const meta = await articleMetadata({ lang: 'en', slug: 'bai-doc-hai' });
    expect(meta.alternates?.canonical).toBe('/en/cam-nang/bai-doc-hai');
    expect(meta.alternates?.languages).toMatchObject({ vi: '/cam-nang/bai-doc-hai', en: '/en/cam-nang/bai-doc-hai' });
  });

  it('unknown, malformed, inactive slugs and promotions are 404', async () => {
    await database.handle.db.execute(sql`update content_posts set active = false where slug = 'an-gi-o-sa-pa'`);
    for (const slug of ['khong-co', 'UPPER', '../etc', 'a'.repeat(201), 'an-gi-o-sa-pa', 'uu-dai-he-giam-40']) {
      await expect(html(ArticlePage({ lang: 'vi', slug })), slug).rejects.toSatisfy(isNotFound);
    }
  });

  it('opening a confirm or unsubscribe link changes nothing (mail scanners open links): the page only shows a button; a bad token says so', async () => {
    await subscribe({ email: 'page@example.com', lang: 'vi' });
    const [mail] = await queryRows<{ text: string }>(
      database.handle.db,
      sql`select text from mail_outbox where to_address = 'page@example.com'`,
    );
    const token = /xac-nhan\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const status = async () =>
      (
        await queryRows<{ status: string }>(
          database.handle.db,
          sql`select status from newsletter_subscribers where email = 'page@example.com'`,
        )
      )[0]!.status;
    for (let visit = 0; visit < 2; visit++) {
      const page = await html(NewsletterResultPage({ lang: 'vi', action: 'confirm', token }));
      expect(page).toContain('data-outcome="ask"');
      expect(page).toContain('data-testid="newsletter-action"');
      expect(page).toContain('Xác nhận đăng ký');
      expect(await status()).toBe('pending');
    }
    const bad = await html(NewsletterResultPage({ lang: 'vi', action: 'confirm', token: 'nope' }));
    expect(bad).toContain('data-outcome="invalid"');
    expect(bad).toContain('Liên kết xác nhận không hợp lệ hoặc đã hết hạn');
    const missing = await html(NewsletterResultPage({ lang: 'en', action: 'unsubscribe', token: undefined }), 'en');
    expect(missing).toContain('This confirmation link is not valid or has expired');
    const unsubscribePage = await html(
      NewsletterResultPage({ lang: 'vi', action: 'unsubscribe', token: unsubscribeTokenOf('page@example.com') }),
    );
    expect(unsubscribePage).toContain('data-outcome="ask"');
    expect(unsubscribePage).toContain('Hủy đăng ký');
    expect(await status()).toBe('pending');
  });

  it('the home rows: promotions linking their site pages, articles linking /cam-nang, images sized and lazy', async () => {
    const page = await html(HomeContentRows({ lang: 'en' }), 'en');
    expect(page.match(/data-testid="home-promotions-item"/g)).toHaveLength(4);
    expect(page.match(/data-testid="home-articles-item"/g)).toHaveLength(4);
    expect(page).toMatch(/href="\/en\/(deals|combo|khach-san|ve-may-bay)/);
    expect(page).toContain('href="/en/cam-nang"');
    for (const img of page.match(/<img [^>]+>/g) ?? []) expect(img).toMatch(/width="780".*height="250".*loading="lazy"/);
  });

  it('the contact page renders its form', async () => {
    const page = await html(ContactPage({ lang: 'vi' }));
    expect(page).toContain('data-testid="contact-form"');
    expect(page).toContain('Họ và tên');
  });

  it('the sitemap index names the articles file, which lists every shown post and article with its alternates', async () => {
    clearSitemapCache();
    expect(Array.from(await sitemapIndex()).join('')).toContain('/sitemaps/articles-1.xml.gz</loc>');
    const xml = Array.from((await sitemapChunk('articles-1.xml'))!).join('');
    expect(xml).toContain('/cam-nang/kinh-nghiem-du-lich-hoi-an</loc>');
    expect(xml).toContain('hreflang="en" href="http');
    expect(xml).not.toContain('uu-dai-he-giam-40');
    expect(xml).not.toContain('an-gi-o-sa-pa');
  });
});
