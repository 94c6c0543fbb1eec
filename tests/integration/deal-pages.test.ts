import { cloneElement, createElement, isValidElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import DealsPage, { generateMetadata as dealsMetadata } from '@/app/[lang]/deals/page';
import DealPage, { generateMetadata as dealMetadata } from '@/app/[lang]/deals/[slug]/page';
import ComboPage, { generateMetadata as comboMetadata } from '@/app/[lang]/combo/page';
import HomePage from '@/app/[lang]/page';
import OrderPage from '@/app/[lang]/don-hang/[code]/page';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '@/lib/db/client';
import { todayIso } from '@/lib/dates/product-date';
import { withComboFromPrices } from '@/features/combos/server';
import { createdOrderSchema } from '@/features/orders/schemas';
import { paymentAttempts } from '@/features/payment/db';
import { orders } from '@/features/orders/db';
import { startApiServer } from '../helpers/api-server';
import { DEAL_ROUTES, purchaseBody, voucherDeal } from './deal-helpers';
import { apiClient } from './orders-helpers';
import { clearTestGateway, ipnParams, signedIpnQuery, TEST_VNPAY, useTestGateway } from './vnpay-sign';
import { listDeals } from '@/features/deals/server';
import type { DealCard } from '@/features/deals/schemas';
import { sitemapChunk, sitemapIndex } from '@/features/seo/server';
import { RESOURCES } from '@/lib/i18n/resources';
import { TestProviders } from '../helpers/render-with-providers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }), headers: async () => new Headers() }));
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push: () => {}, refresh: () => {} }),
}));

type Lang = 'vi' | 'en';
type Search = Record<string, string>;

/** Renders a page the way Next does, or tells the 404 / redirect it threw (their digests name them). */
async function load(
  page: () => Promise<ReactNode | void> | ReactNode,
  lang: Lang = 'vi',
): Promise<{ status: number; html: string; location?: string }> {
  try {
    const element = (await page()) ?? null;
    // eslint-disable-next-line react/no-children-prop
    return { status: 200, html: renderToString(createElement(TestProviders, { lang, children: element })) };
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (digest.endsWith(';404')) return { status: 404, html: '' };
    const redirect = /^NEXT_REDIRECT;\w+;([^;]+);(\d{3});/.exec(digest);
    if (redirect) return { status: Number(redirect[2]), html: '', location: redirect[1] };
    throw error;
  }
}

/**
 * An async server component's tree, resolved here: renderToString cannot await an async component, so every
 * async function component in the tree (the page itself, the home's content rows) is awaited and replaced by what
 * it renders; other elements keep their type, with their children resolved the same way.
 */
async function resolve(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolve));
  if (!isValidElement(node)) return node;
  const { type, props } = node as unknown as { type: unknown; props: Record<string, unknown> };
  if (typeof type === 'function' && type.constructor.name === 'AsyncFunction')
    return resolve(await (type as (p: Record<string, unknown>) => Promise<ReactNode>)(props));
  if (props.children === undefined) return node;
  const children = await resolve(props.children as ReactNode);
  // positional children, as JSX wrote them
  return cloneElement(node, undefined, ...(Array.isArray(props.children) ? (children as ReactNode[]) : [children]));
}

const listProps = (lang: Lang, search: Search = {}) => ({ params: Promise.resolve({ lang }), searchParams: Promise.resolve(search) });
const dealProps = (lang: Lang, slug: string) => ({ params: Promise.resolve({ lang, slug }) });
const SECRET = TEST_VNPAY.secret;
const TMN = TEST_VNPAY.tmnCode;
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe(`deal pages [${process.env.TEST_DB_KIND ?? 'pglite'}]`, () => {
  let database: TestDatabase;
  let voucher: DealCard;
  let combo: DealCard;

  let api: Awaited<ReturnType<typeof startApiServer>>;
  beforeAll(async () => {
    useTestGateway();
    database = await createTestDatabase({ hotels: 40 });
    api = await startApiServer(DEAL_ROUTES);
    const vouchers = await listDeals({ deal_type: 'voucher', sort: 'popular', page: 1, page_size: 48, lang: 'vi' });
    const combos = await listDeals({ deal_type: 'combo', sort: 'popular', page: 1, page_size: 48, lang: 'vi' });
    voucher = vouchers.items.find((d) => !d.sold_out)!;
    combo = combos.items[0]!;
  });
  afterAll(async () => {
    clearTestGateway();
    await api?.close();
    await database?.drop();
  }, 60_000);

  it('the seed has deals to show', () => {
    expect(voucher).toBeDefined();
    expect(combo).toBeDefined();
  });

  it('/deals: server-rendered cards with sized thumbnails (lazy past the first row), real links, categories, canonical and hreflang', async () => {
    const page = await load(async () => resolve(await DealsPage(listProps('vi'))));
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-testid="deal-grid"');
    expect(page.html).toContain(`href="${voucher.path}"`);
    expect(page.html).toContain('data-testid="deal-categories"');
    const images = [...page.html.matchAll(/<img [^>]*width="260"[^>]*>/g)].map((m) => m[0]);
    expect(images.length).toBeGreaterThan(4);
    expect(images.every((img) => img.includes('height="150"'))).toBe(true);
    expect(images.slice(0, 4).every((img) => img.includes('loading="eager"'))).toBe(true);
    expect(images.slice(4).every((img) => img.includes('loading="lazy"'))).toBe(true);
    // a combo card says its price is per adult
    expect(page.html).toContain(RESOURCES.vi.deals.card.perAdult);
    const meta = await dealsMetadata(listProps('vi'));
    expect(meta.alternates).toMatchObject({ canonical: '/deals', languages: { vi: '/deals', en: '/en/deals', 'x-default': '/deals' } });
    expect(String(meta.description)).toMatch(/\d+ ưu đãi/);
    expect(meta.robots).toBeUndefined();
  });

  it('/en/deals page 2 keeps ?page= in its canonical; paging links are real addresses', async () => {
    const first = await load(async () => resolve(await DealsPage(listProps('en', {}))), 'en');
    const total = (await listDeals({ sort: 'popular', page: 1, page_size: 12, lang: 'en' })).total;
    if (total > 12) expect(first.html).toContain('href="/en/deals?page=2"');
    const meta = await dealsMetadata(listProps('en', { page: '2' }));
    expect(meta.alternates).toMatchObject({ canonical: '/en/deals?page=2', languages: { vi: '/deals?page=2', en: '/en/deals?page=2' } });
    // past the last page: a 404 (page and metadata); an empty first page (an unknown category) is its empty state, not indexed
    expect((await load(async () => resolve(await DealsPage(listProps('en', { page: '999' }))), 'en')).status).toBe(404);
    await expect(dealsMetadata(listProps('en', { page: '999' }))).rejects.toMatchObject({ digest: expect.stringMatching(/;404$/) });
    expect((await load(async () => resolve(await DealsPage(listProps('vi', { category: 'khong-co', page: '2' }))))).status).toBe(404);
    const empty = await load(async () => resolve(await DealsPage(listProps('en', { category: 'khong-co' }))), 'en');
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('data-testid="deal-empty"');
    expect((await dealsMetadata(listProps('en', { category: 'khong-co' }))).robots).toMatchObject({ index: false });
  });

  it('a category chip filters the list (?category=)', async () => {
    const category = voucher.category.slug;
    const page = await load(async () => resolve(await DealsPage(listProps('vi', { category }))));
    const cards = [...page.html.matchAll(/data-testid="deal-card" data-deal-id="(\d+)"/g)].map((m) => Number(m[1]));
    const expected = await listDeals({ category, sort: 'popular', page: 1, page_size: 12, lang: 'vi' });
    expect(cards).toEqual(expected.items.map((d) => d.id));
    expect(page.html).toContain('aria-current="page"');
    const meta = await dealsMetadata(listProps('vi', { category }));
    expect(meta.alternates?.canonical).toBe(`/deals?category=${category}`);
    // the category's name in the title and the description, in the page's language
    expect(String(meta.title)).toContain(voucher.category.name);
    expect(String(meta.description)).toContain(voucher.category.name);
    const en = (await listDeals({ category, sort: 'popular', page: 1, page_size: 12, lang: 'en' })).items[0]!.category.name;
    const metaEn = await dealsMetadata(listProps('en', { category }));
    expect(String(metaEn.title)).toContain(en);
    expect(String(metaEn.description)).toContain(en);
  });

  it('/combo lists combo deals only, per adult', async () => {
    const page = await load(async () => resolve(await ComboPage(listProps('vi'))));
    expect(page.html).toContain(`href="${combo.path}"`);
    expect(page.html).not.toContain(`href="${voucher.path}"`);
    expect(page.html).toContain(RESOURCES.vi.deals.card.perAdult);
    expect((await comboMetadata(listProps('en'))).alternates?.canonical).toBe('/en/combo');
  });

  it('a voucher deal page: details, options, validity, hotel link, buy button; JSON-LD Product with Offers', async () => {
    const slug = voucher.path.slice('/deals/'.length);
    const page = await load(async () => DealPage(dealProps('vi', slug)));
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-testid="deal-page"');
    expect(page.html).toContain('data-testid="deal-details"');
    expect(page.html).toContain('data-testid="deal-options"');
    expect(page.html).toContain('data-testid="deal-buy"');
    expect(page.html).toContain('data-testid="deal-hotel-link"');
    expect(page.html).not.toContain('<script>');
    const product = jsonLd(page.html).find((d) => d['@type'] === 'Product')!;
    expect(product).toBeDefined();
    expect(product.name).toBe(voucher.name);
    const offers = product.offers as Record<string, unknown>[];
    expect(offers.length).toBeGreaterThan(0);
    expect(offers[0]).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'VND',
      availability: 'https://schema.org/InStock',
      url: expect.stringMatching(new RegExp(`${voucher.path}$`)),
    });
    expect(offers[0]!.price).toBe(voucher.from_price.sell_price);
    // the offer runs from the sale's start to the day (Vietnam time) the sale ends, as the page says
    const { starts, ends } = (
      await queryRows<{ starts: Date | string; ends: Date | string }>(
        database.handle.db,
        sql`select sale_starts_at starts, sale_ends_at ends from deals where id = ${voucher.id}`,
      )
    )[0]!;
    expect(offers[0]!.validFrom).toBe(new Date(starts).toISOString());
    const endDay = todayIso(new Date(ends));
    expect(offers[0]!.priceValidUntil).toBe(endDay);
    expect(page.html).toContain(`data-testid="deal-sale-ends">${endDay.slice(8, 10)}/${endDay.slice(5, 7)}/${endDay.slice(0, 4)}<`);
    // a11y: the name, price and Buy are a section (not an aside); the struck price is said in words; the breadcrumb's label is translated
    expect(page.html).not.toContain('<aside');
    expect(page.html).toMatch(/<section[^>]*aria-labelledby="deal-name"/);
    expect(page.html).not.toMatch(/<s [^>]*aria-label/);
    expect(page.html).toContain(`<nav aria-label="${RESOURCES.vi.deals.detail.breadcrumbLabel}"`);
    const meta = await dealMetadata(dealProps('en', slug));
    expect(meta.alternates).toMatchObject({ canonical: `/en${voucher.path}`, languages: { vi: voucher.path, en: `/en${voucher.path}` } });
    expect(String(meta.description).length).toBeGreaterThan(20);
  });

  it('a combo deal page mounts the combo builder instead of the popup', async () => {
    const page = await load(async () => DealPage(dealProps('vi', combo.path.slice('/deals/'.length))));
    expect(page.status).toBe(200);
    expect(page.html).toContain(`data-deal-id="${combo.id}"`);
    expect(page.html).not.toContain('data-testid="deal-buy"');
    // a combo's price is the calendar's: each option from its lowest day per adult (the cheapest = the card's),
    // the from price the card's, and the JSON-LD one AggregateOffer from it
    const [card] = await withComboFromPrices([combo], 'vi');
    const options = page.html.slice(page.html.indexOf('data-testid="deal-options"'));
    expect(options.slice(0, options.indexOf('</ul>'))).toContain(`data-price-vnd="${card!.price_per_adult}"`);
    const from = page.html.slice(page.html.indexOf('data-testid="deal-from"'));
    expect(from.slice(0, from.indexOf('</div>'))).toContain(`data-price-vnd="${card!.price_per_adult}"`);
    const product = jsonLd(page.html).find((d) => d['@type'] === 'Product')!;
    expect(product.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: card!.price_per_adult, priceCurrency: 'VND' });
  });

  it('the id decides: a wrong or missing slug redirects permanently to the deal (keeping /en); an unknown id is a 404', async () => {
    const wrong = await load(async () => DealPage(dealProps('vi', `sai-ten-${voucher.id}`)));
    expect(wrong.status).toBe(308);
    expect(wrong.location).toBe(voucher.path);
    const bare = await load(async () => DealPage(dealProps('en', String(voucher.id))), 'en');
    expect([301, 308]).toContain(bare.status);
    expect(bare.location).toBe(`/en${voucher.path}`);
    expect((await load(async () => DealPage(dealProps('vi', 'khong-co-999999')))).status).toBe(404);
    expect((await load(async () => DealPage(dealProps('vi', 'khong-co-so')))).status).toBe(404);
  });

  it('the home page has the deals and combo rows, lazy images, links to see all', async () => {
    const page = await load(async () => resolve(await HomePage({ params: Promise.resolve({ lang: 'vi' }) })));
    expect(page.html).toContain('data-testid="home-deals"');
    expect(page.html).toContain('data-testid="home-combos"');
    expect(page.html).toContain('href="/deals"');
    expect(page.html).toContain('href="/combo"');
    const section = page.html.slice(page.html.indexOf('data-testid="home-deals"'));
    const images = [...section.matchAll(/<img [^>]*width="260"[^>]*>/g)].map((m) => m[0]);
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((img) => img.includes('loading="lazy"') && img.includes('height="150"'))).toBe(true);
  });

  it('the sitemap index names the deals file, which lists every on-sale deal in vi and en', async () => {
    const index = [...(await sitemapIndex())].join('');
    expect(index).toContain('/sitemaps/deals-1.xml.gz');
    const file = [...((await sitemapChunk('deals-1.xml')) ?? [])].join('');
    expect(file).toContain(`${voucher.path}</loc>`);
    expect(file).toContain(`/en${voucher.path}</loc>`);
    expect(file).toContain(`/en${combo.path}</loc>`);
    expect(file).toContain('hreflang="en"');
  });

  it('the deals sitemap leaves out a deal whose sale ended and one with no price option', async () => {
    const db = database.handle.db;
    const copyId = (await queryRows<{ id: number }>(db, sql`select max(id)::int + 1000 id from deals`))[0]!.id;
    await database.handle.exec(
      `create temp table deal_copy as select * from deals where id = ${voucher.id}; update deal_copy set id = ${copyId}; insert into deals select * from deal_copy; drop table deal_copy`,
    );
    const { ends } = (await queryRows<{ ends: string }>(db, sql`select sale_ends_at::text ends from deals where id = ${voucher.id}`))[0]!;
    await db.execute(sql`update deals set sale_ends_at = now() - interval '1 hour' where id = ${voucher.id}`);
    try {
      const file = [...((await sitemapChunk('deals-1.xml')) ?? [])].join('');
      expect(file).not.toContain(`${voucher.path}</loc>`);
      expect(file).not.toMatch(new RegExp(`-${copyId}</loc>`));
      expect(file).toContain(`${combo.path}</loc>`);
    } finally {
      await db.execute(sql`update deals set sale_ends_at = ${ends}::timestamptz where id = ${voucher.id}`);
      await db.execute(sql`delete from deals where id = ${copyId}`);
    }
  });

  it('the order page of a deal order: the deal and quantity, then once paid the voucher codes with the hint', async () => {
    const call = apiClient(api);
    const deal = await voucherDeal(database.handle.db, 2);
    const answer = await call('POST', '/api/v3-booking/fe/deal', { body: purchaseBody(deal, { quantity: 1 }), key: crypto.randomUUID() });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const created = createdOrderSchema.parse(answer.body.data);
    const code = created.order.order_number;
    const token = created.access_token;
    const orderPage = () =>
      load(() => OrderPage({ params: Promise.resolve({ lang: 'vi', code }), searchParams: Promise.resolve({ token }) }));
    const pending = await orderPage();
    expect(pending.status).toBe(200);
    expect(pending.html).toContain('data-testid="order-deal"');
    expect(pending.html).toContain(RESOURCES.vi.deals.order.pendingVouchers);
    expect(pending.html).not.toContain('data-testid="voucher-code"');

    const [row] = await database.handle.db.select().from(orders).where(eq(orders.orderNumber, code));
    const [attempt] = await database.handle.db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, row!.id), eq(paymentAttempts.status, 'created')));
    const paid = await call(
      'GET',
      `/api/payment-service/vnpay/ipn?${signedIpnQuery(ipnParams(attempt!.txnRef, attempt!.amountVnd, TMN), SECRET)}`,
    );
    expect((paid.body as unknown as { RspCode: string }).RspCode).toBe('00');
    const after = await orderPage();
    expect(after.html).toMatch(/data-testid="voucher-code">VV-[A-Z0-9-]+</);
    expect(after.html).toContain(RESOURCES.vi.deals.order.hint);
    expect(after.html).toContain('data-testid="voucher-hotel-link"');
    // the deal's name in the page's language, whatever the order's
    const { name_en } = (
      await queryRows<{ name_en: string }>(database.handle.db, sql`select name_en from deals where id = ${deal.id}`)
    )[0]!;
    const english = await load(
      () => OrderPage({ params: Promise.resolve({ lang: 'en', code }), searchParams: Promise.resolve({ token }) }),
      'en',
    );
    expect(english.html).toContain(renderToString(createElement('span', null, name_en)).slice(6, -7));
  });
});
