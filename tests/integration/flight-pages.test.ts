import { createElement, type ComponentProps, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FlightsLanding, ResultsPage, RoutePage, landingMetadata, resultsMetadata, routeMetadata } from '@/features/flights/pages';
import { sitemapChunk, sitemapIndex } from '@/features/seo/server';
import { CurrencyProvider } from '@/features/currency/index';
import { addDays, todayIso, toProductDate } from '@/lib/dates/product-date';
import type { Lang } from '@/lib/i18n/config';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { RESOURCES } from '@/lib/i18n/resources';
import type { LangResources } from '@/lib/i18n/translate';
import { QueryProvider } from '@/lib/query/query-provider';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// Outside Next the router has no address: the results screen reads the one the test renders.
let address = new URLSearchParams();
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useSearchParams: () => address,
}));

/** A server page's HTML: its async top resolved here, the client components inside rendered as on the server. */
async function html(page: Promise<ReactElement>, lang: Lang = 'vi'): Promise<string> {
  const tree = await page;
  // children go as createElement's third argument; the props casts only say so to the type checker
  const currency = createElement(
    CurrencyProvider,
    { initialCurrency: 'VND', usdRate: 25_400 } as ComponentProps<typeof CurrencyProvider>,
    tree,
  );
  const i18n = createElement(
    I18nProvider,
    { lang, resources: RESOURCES[lang] as LangResources } as ComponentProps<typeof I18nProvider>,
    currency,
  );
  const withProviders = createElement(QueryProvider, null as unknown as ComponentProps<typeof QueryProvider>, i18n);
  return renderToString(withProviders);
}

const dt = (offset: number) => toProductDate(addDays(todayIso(), offset));
const HAN_DAD = '/ve-may-bay/ha-noi-di-da-nang-han-dad';

describe(`flight pages [${process.env.TEST_DB_KIND ?? 'pglite'}]`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 20 });
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('landing: the search box and the popular routes linking their route pages', async () => {
    const page = await html(FlightsLanding({ lang: 'vi' }));
    expect(page).toContain('data-testid="flight-search-box"');
    expect(page).toContain(`href="${HAN_DAD}"`);
    const meta = await landingMetadata('en');
    expect(meta.alternates?.canonical).toBe('/en/ve-may-bay');
  });

  it('results: the first list is rendered on the server, not indexed, canonical to the route page', async () => {
    const searchParams = { ap: 'HAN.DAD', dt: `${dt(10)}.${dt(13)}`, ps: '2.0.1', leg: '1' };
    address = new URLSearchParams(searchParams);
    const page = await html(ResultsPage({ lang: 'vi', searchParams }));
    expect(page).toContain('data-testid="flight-card"');
    expect(page).toContain('data-testid="flight-filters"');
    const meta = await resultsMetadata({ lang: 'vi', searchParams });
    expect(meta.robots).toMatchObject({ index: false });
    expect(meta.alternates?.canonical).toBe(HAN_DAD);
  });

  it('results: missing or bad parameters are a readable panel with the search box, never a throw', async () => {
    const missing = await html(ResultsPage({ lang: 'vi', searchParams: { ap: 'HAN.DAD' } }));
    expect(missing).toContain(RESOURCES.vi.flights.results.missingParams);
    expect(missing).toContain('data-testid="flight-search-box"');
    const bad = await html(ResultsPage({ lang: 'en', searchParams: { ap: 'HAN.DAD', dt: dt(5), ps: '1.0.3' } }), 'en');
    expect(bad).toContain('data-testid="flight-search-problem"');
    address = new URLSearchParams({ ap: 'HAN.DAD', dt: dt(5), ps: '1.0.0', sort: 'nope', airlines: '<x>', out: 'zz' });
    const junk = await html(
      ResultsPage({ lang: 'vi', searchParams: { ap: 'HAN.DAD', dt: dt(5), ps: '1.0.0', sort: 'nope', airlines: '<x>', out: 'zz' } }),
    );
    expect(junk).toContain('data-testid="flight-card"');
  });

  it('route page: H1, facts and cheapest days; canonical and hreflang', async () => {
    const page = await html(RoutePage({ lang: 'vi', slug: 'ha-noi-di-da-nang-han-dad' }));
    expect(page).toContain('Vé máy bay Hà Nội đi Đà Nẵng');
    expect(page).toContain('application/ld+json');
    expect(page).toContain('data-testid="route-fares"');
    const en = await html(RoutePage({ lang: 'en', slug: 'ha-noi-di-da-nang-han-dad' }), 'en');
    expect(en).toContain('Flights from Hanoi to Da Nang');
    const meta = await routeMetadata({ lang: 'en', slug: 'ha-noi-di-da-nang-han-dad' });
    expect(meta.alternates).toMatchObject({ canonical: `/en${HAN_DAD}`, languages: { vi: HAN_DAD, en: `/en${HAN_DAD}` } });
  });

  it('route page: an unknown route is a 404, another spelling of a known one redirects to it', async () => {
    await expect(RoutePage({ lang: 'vi', slug: 'bangkok-di-singapore-bkk-sin' })).rejects.toMatchObject({
      digest: expect.stringContaining('NEXT_HTTP_ERROR_FALLBACK;404'),
    });
    await expect(RoutePage({ lang: 'vi', slug: 'nonsense' })).rejects.toMatchObject({ digest: expect.stringContaining('404') });
    await expect(RoutePage({ lang: 'vi', slug: 'hanoi-di-danang-han-dad' })).rejects.toMatchObject({
      digest: expect.stringContaining(HAN_DAD),
    });
  });

  it('sitemap: the index names the route pages file, which lists every route page', async () => {
    expect(Array.from(await sitemapIndex()).join('')).toContain('/sitemaps/flights-1.xml.gz</loc>');
    const xml = Array.from((await sitemapChunk('flights-1.xml'))!).join('');
    expect(xml).toContain(`${HAN_DAD}</loc>`);
    expect(xml).toContain('/ve-may-bay/da-nang-di-ha-noi-dad-han</loc>');
  });
});
