import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as promotionsRoute from '@/app/api/blog/promotions/route';
import * as postsRoute from '@/app/api/blog/posts/route';
import * as articlesRoute from '@/app/api/common/articles/route';
import { contentPostSchema } from '@/features/content/schemas';
import { ensureContentPosts } from '@/features/content/seed';
import { clearBlogCache } from '@/features/content/server';
import { HomeContentRows } from '@/features/content/pages';
import { contentSecurityPolicy } from '@/lib/security/headers';
import { queryRows } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { startApiServer } from '../helpers/api-server';

/** A stand-in for an external WordPress blog: answers what the test sets, and records what it was asked. */
async function startBlogStandIn() {
  let answer: (path: string) => { status: number; body: string; delayMs?: number; chunked?: boolean } = () => ({ status: 200, body: '[]' });
  const asked: string[] = [];
  const server: Server = createServer((req, res) => {
    asked.push(req.url ?? '');
    const { status, body, delayMs = 0, chunked = false } = answer(req.url ?? '');
    setTimeout(() => {
      if (!chunked) return res.writeHead(status, { 'content-type': 'application/json' }).end(body);
      // no Content-Length: only counting the stream can stop it
      res.writeHead(status, { 'content-type': 'application/json' });
      for (let at = 0; at < body.length; at += 64 * 1024) res.write(body.slice(at, at + 64 * 1024));
      res.end();
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/wp-json/wp/v2`,
    asked,
    answer: (fn: typeof answer) => {
      answer = fn;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const wpItem = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  slug: `bai-${id}`,
  date: '2026-11-01T09:00:00',
  date_gmt: '2026-11-01T02:00:00',
  link: `https://blog.example.vn/bai-${id}/`,
  title: { rendered: `Bài &amp; viết <em>${id}</em>` },
  excerpt: { rendered: '<p>Tóm tắt &#8211; ngắn</p>' },
  content: { rendered: `<p>Nội dung ${id}</p><script>alert(1)</script><img src="x" onerror="alert(2)">` },
  _embedded: { 'wp:featuredmedia': [{ source_url: `https://blog.example.vn/anh-${id}.jpg`, media_details: { width: 640, height: 360 } }] },
  ...over,
});

describe(`content lists: blog promotions, blog posts, articles [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  let blog: Awaited<ReturnType<typeof startBlogStandIn>>;
  const get = async (path: string) => {
    const response = await fetch(`${api.url}${path}`);
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  const count = async (where: string) =>
    Number(
      (await queryRows<{ n: number }>(database.handle.db, sql.raw(`select count(*)::int as n from content_posts where ${where}`)))[0]!.n,
    );

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 4 });
    api = await startApiServer({
      '/api/blog/promotions': promotionsRoute,
      '/api/blog/posts': postsRoute,
      '/api/common/articles/': articlesRoute,
    });
    blog = await startBlogStandIn();
  });
  afterEach(() => {
    delete process.env.BLOG_API_URL;
    delete process.env.BLOG_IMAGE_ORIGIN;
    resetServerEnvCache();
    clearBlogCache();
    vi.useRealTimers();
  });
  afterAll(async () => {
    await blog?.close();
    await api?.close();
    await database?.drop();
  });

  it('the seed holds 6 promotions all year and 3 seasonal (and one ended, one inactive), 6 posts and 6 articles', async () => {
    expect(await count(`kind = 'promotion' and active and (ends_at is null or ends_at > now()) and season_start is null`)).toBe(6);
    expect(await count(`kind = 'promotion' and active and season_start is not null`)).toBe(3);
    expect(await count(`kind = 'promotion'`)).toBe(11);
    // every post and article says what its picture shows
    expect(await count(`kind <> 'promotion' and (image_alt_vi = '' or image_alt_en = '')`)).toBe(0);
    expect(await count(`kind = 'post'`)).toBe(6);
    expect(await count(`kind = 'article'`)).toBe(6);
    // stored sanitised: no script, no event handler
    expect(await count(`body_vi ~* '<script|onerror|javascript:'`)).toBe(0);
  });

  it('promotions follow the date in Vietnam: none of summer in late November, the year-end one in December, summer in July', async () => {
    const slugsOn = async (instant: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(instant));
      try {
        return (await get('/api/blog/promotions?limit=50')).body.data.map((p: { slug: string }) => p.slug) as string[];
      } finally {
        vi.useRealTimers();
      }
    };
    const november = await slugsOn('2026-11-25T10:00:00+07:00');
    expect(november).toHaveLength(6);
    expect(november).not.toContain('uu-dai-he-giam-40');
    expect(november).not.toContain('uu-dai-tet-cuoi-nam');
    const december = await slugsOn('2026-12-06T10:00:00+07:00');
    expect(december).toContain('uu-dai-tet-cuoi-nam');
    expect(december).not.toContain('uu-dai-he-giam-40');
    const july = await slugsOn('2027-07-15T10:00:00+07:00');
    expect(july).toContain('uu-dai-he-giam-40');
    expect(july).not.toContain('uu-dai-tet-cuoi-nam');
    expect(await slugsOn('2027-09-20T10:00:00+07:00')).toContain('sapa-mua-lua-chin');
  });

  it.each([
    ['/api/blog/promotions?limit=6', 'promotion', 6],
    ['/api/blog/posts', 'post', 6],
    ['/api/common/articles/', 'article', 6],
  ])('%s lists its kind newest first, in the shape documented, cacheable for a short while', async (path, kind, shown) => {
    const { status, headers, body } = await get(path);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toMatch(/^public, max-age=60/);
    expect(body.status).toBe('success');
    expect(body.data).toHaveLength(shown);
    for (const post of body.data) {
      expect(contentPostSchema.parse(post)).toEqual(post);
      expect(post.kind).toBe(kind);
      expect(post.image).toMatch(/^\/banners\/[a-z-]+\.svg$/);
    }
    const dates = body.data.map((p: { published_at: string }) => p.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('leaves out ended and inactive promotions; a promotion links to a site page, a post to its /cam-nang page', async () => {
    const slugs = (await get('/api/blog/promotions?limit=50')).body.data.map((p: { slug: string }) => p.slug);
    expect(slugs).not.toContain('tet-da-qua');
    expect(slugs).not.toContain('uu-dai-an');
    const [promotion] = (await get('/api/blog/promotions?limit=1')).body.data;
    expect(promotion.link).toMatch(/^\/(deals|combo|khach-san|ve-may-bay)/);
    const [article] = (await get('/api/common/articles/?limit=1')).body.data;
    expect(article.link).toBe(`/cam-nang/${article.slug}`);
  });

  it('answers in the language asked', async () => {
    const vi = (await get('/api/common/articles/?limit=1&lang=vi')).body.data[0];
    const en = (await get('/api/common/articles/?limit=1&lang=en')).body.data[0];
    expect(vi.slug).toBe(en.slug);
    expect(vi.title).toMatch(/Kinh nghiệm du lịch/);
    expect(en.title).toMatch(/trip to/);
  });

  it('limit: 1 and 50 are the bounds, 10 the default', async () => {
    expect((await get('/api/blog/posts?limit=1')).body.data).toHaveLength(1);
    expect((await get('/api/blog/posts?limit=50')).body.data).toHaveLength(6);
    await database.handle.db.execute(sql`
      insert into content_posts (kind, slug, title_vi, title_en, image, published_at)
      select 'article', 'them-' || n, 'Bài ' || n, 'Post ' || n, '/banners/fallback.svg', now() - interval '30 days'
      from generate_series(1, 60) n`);
    expect((await get('/api/common/articles/')).body.data).toHaveLength(10);
    expect((await get('/api/common/articles/?limit=50')).body.data).toHaveLength(50);
    await database.handle.db.execute(sql`delete from content_posts where slug like 'them-%'`);
  });

  it.each(['limit=0', 'limit=51', 'limit=x', 'limit=-1', 'limit=1.5', 'limit=', 'lang=fr', 'limit=1&limit=2', 'page=2'])(
    '400 for ?%s',
    async (query) => {
      for (const path of ['/api/blog/promotions', '/api/blog/posts', '/api/common/articles/']) {
        const { status, body } = await get(`${path}?${query}`);
        expect(status, path).toBe(400);
        expect(body).toMatchObject({ status: 'error', error_code: 'BAD_REQUEST' });
      }
    },
  );

  it('405 with the envelope for a write', async () => {
    const response = await fetch(`${api.url}/api/blog/posts`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
  });

  describe('with BLOG_API_URL: the external blog (WordPress REST shape)', () => {
    const useBlog = () => {
      process.env.BLOG_API_URL = blog.url;
      // the stand-in is http://127.0.0.1; its items' images are on the blog's https site
      process.env.BLOG_IMAGE_ORIGIN = 'https://blog.example.vn';
      resetServerEnvCache();
      clearBlogCache();
    };

    it('reads posts and promotions from the blog: text titles, sanitised content, limit and language passed on', async () => {
      useBlog();
      blog.answer((path) => ({
        status: 200,
        body: JSON.stringify(
          path.startsWith('/wp-json/wp/v2/promotions')
            ? [
                wpItem(7, { acf: { link: '/deals', ends_at: '2099-01-01T00:00:00Z' } }),
                wpItem(8, { acf: { ends_at: '2020-01-01T00:00:00Z' } }),
                wpItem(9, { acf: { link: 'javascript:alert(1)' } }),
              ]
            : [wpItem(1), wpItem(2)],
        ),
      }));
      const posts = await get('/api/blog/posts?limit=2&lang=en');
      expect(posts.status).toBe(200);
      expect(blog.asked.at(-1)).toBe('/wp-json/wp/v2/posts?per_page=2&lang=en&_embed=1');
      expect(posts.body.data).toHaveLength(2);
      const [first] = posts.body.data;
      expect(contentPostSchema.parse(first)).toEqual(first);
      expect(first).toMatchObject({
        id: 1,
        kind: 'post',
        title: 'Bài & viết 1',
        excerpt: 'Tóm tắt – ngắn',
        image: 'https://blog.example.vn/anh-1.jpg',
        image_width: 640,
        image_height: 360,
        link: 'https://blog.example.vn/bai-1/',
        published_at: '2026-11-01T02:00:00.000Z',
      });
      expect(first.content).toContain('Nội dung 1');
      expect(first.content).not.toMatch(/script|onerror|alert/);

      const promotions = (await get('/api/blog/promotions')).body.data;
      // the ended one is left out; a javascript: link becomes the item's own page
      expect(promotions.map((p: { id: number }) => p.id)).toEqual([7, 9]);
      expect(promotions[0].link).toBe('/deals');
      expect(promotions[1].link).toBe('https://blog.example.vn/bai-9/');
      // articles stay this site's own
      expect((await get('/api/common/articles/')).body.data[0].kind).toBe('article');
    });

    it.each([
      ['answers 500', () => ({ status: 500, body: '{"code":"oops"}' })],
      ['answers HTML', () => ({ status: 200, body: '<html>maintenance</html>' })],
      ['answers another shape', () => ({ status: 200, body: '{"posts":[]}' })],
      [
        'answers more than 2 MB (Content-Length)',
        () => ({ status: 200, body: JSON.stringify([wpItem(1, { content: { rendered: 'x'.repeat(2_200_000) } })]) }),
      ],
      [
        'streams more than 2 MB (no Content-Length)',
        () => ({ status: 200, body: JSON.stringify([wpItem(1, { content: { rendered: 'x'.repeat(2_200_000) } })]), chunked: true }),
      ],
      ['is too slow', () => ({ status: 200, body: '[]', delayMs: 6_000 })],
    ])(
      'a blog that %s is 503 BLOG_UNAVAILABLE, never a 500',
      async (_, answer) => {
        useBlog();
        blog.answer(answer);
        const { status, body } = await get('/api/blog/posts');
        expect(status).toBe(503);
        expect(body).toMatchObject({ status: 'error', error_code: 'BLOG_UNAVAILABLE' });
      },
      15_000,
    );

    it('items of another shape are dropped one by one; acf [] or false is no custom fields; an ACF Ymd end date is the end of that day (Vietnam)', async () => {
      useBlog();
      blog.answer((path) => ({
        status: 200,
        body: JSON.stringify(
          path.startsWith('/wp-json/wp/v2/promotions')
            ? [
                wpItem(1, { acf: [] }),
                wpItem(2, { acf: false }),
                wpItem(3, { acf: { ends_at: '20200101' } }),
                wpItem(4, { acf: { ends_at: '20991231', link: '/deals' } }),
                { ...wpItem(5), title: undefined },
                'junk',
              ]
            : [{ ...wpItem(1), title: undefined }, wpItem(2), { id: 'x' }],
        ),
      }));
      const promotions = await get('/api/blog/promotions');
      expect(promotions.status).toBe(200);
      expect(promotions.body.data.map((p: { id: number }) => p.id)).toEqual([1, 2, 4]);
      expect(promotions.body.data[0]).toMatchObject({ link: 'https://blog.example.vn/bai-1/', ends_at: null });
      expect(promotions.body.data[2]).toMatchObject({ link: '/deals', ends_at: '2099-12-31T17:00:00.000Z' });
      expect((await get('/api/blog/posts')).body.data.map((p: { id: number }) => p.id)).toEqual([2]);
    });

    it('images: https from the blog image origin only (the CSP allows it), anything else the local fallback', async () => {
      useBlog();
      const media = (url: string) => ({ _embedded: { 'wp:featuredmedia': [{ source_url: url }] } });
      blog.answer(() => ({
        status: 200,
        body: JSON.stringify([
          wpItem(1),
          wpItem(2, media('http://blog.example.vn/anh.jpg')),
          wpItem(3, media('https://tracker.example.com/anh.jpg')),
          wpItem(4, media('javascript:alert(1)')),
        ]),
      }));
      const images = (await get('/api/blog/posts')).body.data.map((p: { image: string }) => p.image);
      expect(images).toEqual([
        'https://blog.example.vn/anh-1.jpg',
        '/banners/fallback.svg',
        '/banners/fallback.svg',
        '/banners/fallback.svg',
      ]);
      expect(contentSecurityPolicy({ nonce: 'n' })).toMatch(/img-src 'self' data: blob: https:\/\/blog\.example\.vn;/);
      // without BLOG_IMAGE_ORIGIN the blog's own origin, https only: the http stand-in allows no remote image
      delete process.env.BLOG_IMAGE_ORIGIN;
      resetServerEnvCache();
      clearBlogCache();
      expect((await get('/api/blog/posts')).body.data[0].image).toBe('/banners/fallback.svg');
      expect(contentSecurityPolicy({ nonce: 'n' })).toMatch(/img-src 'self' data: blob:;/);
      process.env.BLOG_API_URL = 'https://news.example.vn/wp-json/wp/v2';
      expect(contentSecurityPolicy({ nonce: 'n' })).toMatch(/img-src 'self' data: blob: https:\/\/news\.example\.vn;/);
    });

    it('the lists are kept 5 minutes (one fetch for concurrent reads); when the blog then fails its last good answer is served', async () => {
      useBlog();
      vi.useFakeTimers({ toFake: ['Date'] });
      blog.answer(() => ({ status: 200, body: JSON.stringify([wpItem(1), wpItem(2)]), delayMs: 100 }));
      const before = blog.asked.length;
      const answers = await Promise.all([1, 2, 3].map(() => get('/api/blog/posts?limit=2')));
      expect(answers.map((a) => a.body.data.length)).toEqual([2, 2, 2]);
      expect(blog.asked.length - before).toBe(1);
      vi.setSystemTime(Date.now() + 4 * 60_000);
      await get('/api/blog/posts?limit=2');
      expect(blog.asked.length - before).toBe(1);
      blog.answer(() => ({ status: 500, body: '{}' }));
      vi.setSystemTime(Date.now() + 2 * 60_000);
      const stale = await get('/api/blog/posts?limit=2');
      expect(blog.asked.length - before).toBe(2);
      expect(stale.status).toBe(200);
      expect(stale.body.data.map((p: { id: number }) => p.id)).toEqual([1, 2]);
      // another list never answered: 503
      expect((await get('/api/blog/posts?limit=3')).status).toBe(503);
    });

    it('the home page waits at most 1.5 s for the blog, then renders without the promotions row', async () => {
      useBlog();
      blog.answer(() => ({ status: 200, body: JSON.stringify([wpItem(1)]), delayMs: 3_000 }));
      const started = Date.now();
      const page = renderToString(await HomeContentRows({ lang: 'vi' }));
      expect(Date.now() - started).toBeLessThan(2_500);
      expect(page).not.toContain('home-promotions');
      expect(page).toContain('home-articles');
    }, 10_000);

    it('a blog that cannot be reached is 503 too', async () => {
      process.env.BLOG_API_URL = 'http://127.0.0.1:9/wp-json/wp/v2';
      resetServerEnvCache();
      const { status, body } = await get('/api/blog/promotions');
      expect(status).toBe(503);
      expect(body.error_code).toBe('BLOG_UNAVAILABLE');
    });
  });

  it('a database seeded before content posts gets them once at start; one with posts is left alone', async () => {
    const before = await count('true');
    expect(await ensureContentPosts(database.handle)).toBe(0);
    await database.handle.exec('TRUNCATE content_posts RESTART IDENTITY');
    expect(await ensureContentPosts(database.handle)).toBe(before);
    expect(await count('true')).toBe(before);
    expect(await ensureContentPosts(database.handle)).toBe(0);

    // a database seeded with the first seed's one template: its guides are rewritten at start, an edited one is left alone
    await database.handle.db.execute(
      sql`update content_posts set body_vi = '<h2>Đặc sản Hội An</h2><p>Hãy hỏi người dân địa phương để tìm quán ngon nhất.</p>', image = '/banners/member-deal-mobile.svg' where slug = 'an-gi-o-hoi-an'`,
    );
    await database.handle.db.execute(
      sql`update content_posts set body_vi = '<p>Sa Pa đẹp quanh năm.</p><p>Hãy đặt phòng sớm vào dịp lễ để có giá tốt.</p>' where slug = 'kinh-nghiem-du-lich-sa-pa'`,
    );
    await database.handle.db.execute(
      sql`update content_posts set body_vi = '<p>Biên tập viên đã viết lại.</p>' where slug = 'kinh-nghiem-du-lich-da-lat'`,
    );
    expect(await ensureContentPosts(database.handle)).toBe(2);
    const [hoiAn] = await queryRows<{ body_vi: string; image: string }>(
      database.handle.db,
      sql`select body_vi, image from content_posts where slug = 'an-gi-o-hoi-an'`,
    );
    expect(hoiAn!.body_vi).toContain('<strong>Cao lầu</strong>');
    expect(hoiAn!.image).toBe('/banners/food-hoi-an.svg');
    expect(await count(`slug = 'kinh-nghiem-du-lich-da-lat' and body_vi = '<p>Biên tập viên đã viết lại.</p>'`)).toBe(1);
    expect(await ensureContentPosts(database.handle)).toBe(0);
  });
});
