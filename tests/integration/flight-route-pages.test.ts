import { createElement, type ComponentProps, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoutePage, routeMetadata } from '@/features/flights/pages';
import { popularRoutes, routeDayFlights, routePageData, searchFlights } from '@/features/flights/server';
import { flightRouteOf } from '@/lib/paths';
import { sitemapChunk, sitemapIndex } from '@/features/seo/server';
import { CurrencyProvider } from '@/features/currency/index';
import { addDays, todayIso, toProductDate } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { siteUrl } from '@/lib/env/site';
import type { Lang } from '@/lib/i18n/config';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { RESOURCES } from '@/lib/i18n/resources';
import type { LangResources } from '@/lib/i18n/translate';
import { QueryProvider } from '@/lib/query/query-provider';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

async function html(page: Promise<ReactElement>, lang: Lang = 'vi'): Promise<string> {
  const currency = createElement(
    CurrencyProvider,
    { initialCurrency: 'VND', usdRate: 25_400 } as ComponentProps<typeof CurrencyProvider>,
    await page,
  );
  const i18n = createElement(
    I18nProvider,
    { lang, resources: RESOURCES[lang] as LangResources } as ComponentProps<typeof I18nProvider>,
    currency,
  );
  return renderToString(createElement(QueryProvider, null as unknown as ComponentProps<typeof QueryProvider>, i18n));
}

const HAN_DAD = 'ha-noi-di-da-nang-han-dad';
/** Vietnam's midnight of a date, as an instant (UTC+7). */
const vnMidnight = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 7 * 3_600_000);

describe(`flight route pages [${process.env.TEST_DB_KIND ?? 'pglite'}]`, () => {
  let database: TestDatabase;
  let flown: Set<string>;
  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 20 });
    const rows = await queryRows<{ origin: string; destination: string }>(
      database.handle.db,
      sql`select distinct origin, destination from flight_schedules`,
    );
    flown = new Set(rows.map((r) => `${r.origin}-${r.destination}`));
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("lists the day's departures in the HTML, each priced as the search for that day prices it and linking to that search", async () => {
    const page = await html(RoutePage({ lang: 'vi', slug: HAN_DAD }));
    const title = /data-testid="route-day-title"[^>]*>Chuyến bay ngày (\d\d)\/(\d\d)\/(\d{4})</.exec(page);
    expect(title).not.toBeNull();
    const date = `${title![3]}-${title![2]}-${title![1]}`;
    expect([todayIso(), addDays(todayIso(), 1)]).toContain(date);
    const rows = [...page.matchAll(/data-flight="([^"]+)".*?data-testid="route-flight-price"><span data-price-vnd="(\d+)"/g)].map((m) => ({
      flight: m[1]!,
      price: Number(m[2]),
    }));
    expect(rows.length).toBeGreaterThan(0);
    const search = await searchFlights({ ap: 'HAN.DAD', dt: toProductDate(date), ps: '1.0.0', direction: '0', sort: 'time_asc' });
    expect(rows).toEqual(
      search.flights.map((o) => ({
        flight: o.flightNumber,
        price: Math.min(...o.fares.map((f) => f.fareAdt + f.taxAdt + f.feeAdt + f.serviceFeeAdt)),
      })),
    );
    expect(page).toContain(`href="/ve-may-bay/tim-kiem?ap=HAN.DAD&amp;dt=${toProductDate(date)}&amp;ps=1.0.0"`);
    expect(page).toMatch(/data-testid="route-flight-duration">\d\dh:\d\dm</);
    expect(page).toMatch(/data-testid="route-flight-depart">\d\d:\d\d</);
  });

  it('shows today until its last departure on sale has gone, then tomorrow', async () => {
    const tomorrow = addDays(todayIso(), 1);
    // 01:00 in Vietnam: the morning departures are still on sale
    expect((await routeDayFlights('HAN', 'DAD', new Date(vnMidnight(tomorrow).getTime() + 3_600_000)))?.date).toBe(tomorrow);
    // 23:30 in Vietnam: today's departures are gone, the page shows the next day's
    const late = await routeDayFlights('HAN', 'DAD', new Date(vnMidnight(tomorrow).getTime() - 30 * 60_000));
    expect(late?.date).toBe(tomorrow);
    expect(late!.flights.length).toBeGreaterThan(0);
    expect(await routeDayFlights('HAN', 'ZZZ')).toBeNull();
  });

  it('every flown route page has a day of flights on sale within the week', async () => {
    const empty: string[] = [];
    for (const pair of flown) {
      const [origin, destin] = pair.split('-') as [string, string];
      const day = await routeDayFlights(origin, destin);
      if (!day || day.flights.length === 0) empty.push(pair);
      else expect(day.date <= addDays(todayIso(), 6), pair).toBe(true);
    }
    expect(empty).toEqual([]);
  });

  it('links the way back and only flown nearby routes that share an end with the page', async () => {
    const data = (await routePageData('HAN', 'DAD'))!;
    expect(data.reverse).toMatchObject({ originCode: 'DAD', destinCode: 'HAN' });
    expect(data.nearby.length).toBeGreaterThan(0);
    expect(data.nearby.length).toBeLessThanOrEqual(6);
    for (const r of data.nearby) {
      expect(flown.has(`${r.originCode}-${r.destinCode}`)).toBe(true);
      expect(r.originCode === 'HAN' || r.destinCode === 'DAD').toBe(true);
    }
    const page = await html(RoutePage({ lang: 'en', slug: HAN_DAD }), 'en');
    expect(page).toContain('href="/en/ve-may-bay/da-nang-di-ha-noi-dad-han"');
    expect(page).toContain('data-testid="route-nearby"');
  });

  it('metadata: title, description, canonical and vi/en alternates', async () => {
    for (const lang of ['vi', 'en'] as const) {
      const meta = await routeMetadata({ lang, slug: HAN_DAD });
      const path = `/ve-may-bay/${HAN_DAD}`;
      expect(meta.title).toBe(
        lang === 'vi' ? 'Vé máy bay Hà Nội đi Đà Nẵng giá rẻ - Vivu Travel' : 'Cheap flights from Hanoi to Da Nang - Vivu Travel',
      );
      expect(String(meta.description)).toContain('(HAN)');
      expect(meta.alternates).toEqual({
        canonical: lang === 'vi' ? path : `/en${path}`,
        languages: { vi: path, en: `/en${path}`, 'x-default': path },
      });
    }
  });

  it('the flights sitemap lists every flown route, both directions, in vi and en with alternates: the set of flight_schedules pairs', async () => {
    expect(Array.from(await sitemapIndex()).join('')).toContain('/sitemaps/flights-1.xml.gz</loc>');
    const xml = Array.from((await sitemapChunk('flights-1.xml'))!).join('');
    const origin = siteUrl();
    const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(origin.length));
    const vi = locs.filter((l) => !l.startsWith('/en/'));
    const en = locs.filter((l) => l.startsWith('/en/')).map((l) => l.slice(3));
    expect(new Set(en)).toEqual(new Set(vi));
    expect(vi).toHaveLength(new Set(vi).size);
    const pairs = vi.map((path) => flightRouteOf(path.replace('/ve-may-bay/', ''))!).map((c) => `${c.originCode}-${c.destinCode}`);
    expect(new Set(pairs)).toEqual(flown);
    expect(flown.size).toBeGreaterThan(20);
    for (const path of vi.slice(0, 5)) {
      expect(xml).toContain(
        `<url><loc>${origin}/en${path}</loc><xhtml:link rel="alternate" hreflang="vi" href="${origin}${path}"/><xhtml:link rel="alternate" hreflang="en" href="${origin}/en${path}"/><xhtml:link rel="alternate" hreflang="x-default" href="${origin}${path}"/></url>`,
      );
    }
  });

  it('every flown route has its page; a pair of served airports that is not flown, an unknown code or a malformed slug is a 404', async () => {
    const routes = await popularRoutes();
    expect(new Set(routes.map((r) => `${r.originCode}-${r.destinCode}`))).toEqual(flown);
    const codes = [...new Set(routes.flatMap((r) => [r.originCode, r.destinCode]))].sort();
    const unflown = codes.flatMap((a) => codes.map((b) => [a, b] as const)).find(([a, b]) => a !== b && !flown.has(`${a}-${b}`))!;
    expect(unflown).toBeDefined();
    expect(await routePageData(unflown[0], unflown[1])).toBeNull();
    const notFound = { digest: expect.stringContaining('NEXT_HTTP_ERROR_FALLBACK;404') };
    await expect(RoutePage({ lang: 'vi', slug: `a-di-b-${unflown[0].toLowerCase()}-${unflown[1].toLowerCase()}` })).rejects.toMatchObject(
      notFound,
    );
    await expect(routeMetadata({ lang: 'en', slug: 'ha-noi-di-xyz-han-zzz' })).rejects.toMatchObject(notFound);
    await expect(RoutePage({ lang: 'vi', slug: 'ha-noi-di-da-nang-han-dad-x' })).rejects.toMatchObject(notFound);
    await expect(RoutePage({ lang: 'vi', slug: 'han-dad' })).rejects.toMatchObject(notFound);
  });
});
