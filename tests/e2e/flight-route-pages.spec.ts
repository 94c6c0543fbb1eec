import { expect, test, type APIRequestContext } from '@playwright/test';

/** The route pages the flights sitemap lists (the Vietnamese addresses), as paths. */
async function sitemapRoutes(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemaps/flights-1.xml');
  expect(response.status()).toBe(200);
  const locs = [...(await response.text()).matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const vi = locs.filter((path) => !path.startsWith('/en/'));
  expect(locs.filter((path) => path.startsWith('/en/')).map((path) => path.slice(3))).toEqual(vi);
  return vi;
}

const pairOf = (path: string) => path.slice(-7).toUpperCase().split('-') as [string, string];

test('flight route pages: every route in the flights sitemap answers 200 in both languages', async ({ request }) => {
  test.setTimeout(240_000);
  const routes = await sitemapRoutes(request);
  expect(routes.length).toBeGreaterThan(20);
  const failed: string[] = [];
  // a few at a time: every page is rendered on the server
  for (let i = 0; i < routes.length; i += 4) {
    await Promise.all(
      routes.slice(i, i + 4).flatMap((path, k) =>
        [path, ...((i + k) % 10 === 0 ? [`/en${path}`] : [])].map(async (url) => {
          const response = await request.get(url, { maxRedirects: 0 });
          if (response.status() !== 200) failed.push(`${url}: ${response.status()}`);
        }),
      ),
    );
  }
  expect(failed).toEqual([]);
});

test('flight route pages: a pair that is not flown, an unknown code or a malformed slug is a real 404', async ({ request }) => {
  const routes = await sitemapRoutes(request);
  const flown = new Set(routes.map((path) => pairOf(path).join('-')));
  const codes = [...new Set(routes.flatMap(pairOf))].sort();
  const unflown = codes.flatMap((a) => codes.map((b) => [a, b])).find(([a, b]) => a !== b && !flown.has(`${a}-${b}`))!;
  const slug = `noi-di-den-${unflown[0]!.toLowerCase()}-${unflown[1]!.toLowerCase()}`;
  for (const path of [
    `/ve-may-bay/${slug}`,
    `/en/ve-may-bay/${slug}`,
    '/ve-may-bay/ha-noi-di-dau-do-han-zzz',
    '/ve-may-bay/ha-noi-da-nang',
    '/en/ve-may-bay/han-dad',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
});

test("flight route page: the day's flights are in the HTML and each row opens that day's search at the same fare", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/ve-may-bay/ha-noi-di-da-nang-han-dad')).text();
  expect(html).toContain('data-testid="route-flight"');
  await page.goto('/ve-may-bay/ha-noi-di-da-nang-han-dad');
  await expect(page.getByTestId('route-day-title')).toHaveText(/^Chuyến bay ngày \d\d\/\d\d\/\d{4}$/);
  const row = page.getByTestId('route-flight').first();
  const flight = (await row.getAttribute('data-flight'))!;
  const price = (await row.getByTestId('route-flight-price').innerText()).trim();
  await expect(row.getByTestId('route-flight-duration')).toHaveText(/^\d\dh:\d\dm$/);
  await row.click();
  await expect(page).toHaveURL(/\/ve-may-bay\/tim-kiem\?ap=HAN\.DAD&dt=\d\d-\d\d-\d{4}&ps=1\.0\.0$/);
  const card = page.getByTestId('flight-card').filter({ has: page.getByTestId('flight-number').getByText(flight, { exact: true }) });
  await expect(card.getByTestId('card-price')).toHaveText(price);
});
