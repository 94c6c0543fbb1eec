import { readdirSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const PORT = process.env.E2E_PORT ?? '3100';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const directive = (csp: string | undefined, name: string) => new RegExp(`(?:^|;\\s*)${name} ([^;]*)`).exec(csp ?? '')?.[1]?.trim();

/** Every file name under .next (where Next keeps what it renders) that contains `token`. */
function filesNamed(token: string, dir = '.next'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesNamed(token, full);
    return entry.name.includes(token) ? [full] : [];
  });
}

/** Records CSP violations the browser reports in the page. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
  ];
}

test.describe('the edges of the site', () => {
  test('an unknown /api address answers the JSON error envelope with 404 for every method', async ({ request }) => {
    for (const address of ['/api/nope', '/api/v2-hotel/nope/deeper/', '/api/v2-common/banners/extra', '/api/x.php']) {
      for (const method of METHODS) {
        const response = await request.fetch(address, { method });
        expect(response.status(), `${method} ${address}`).toBe(404);
        expect(response.headers()['content-type'], `${method} ${address}`).toMatch(/^application\/json/);
        expect(await response.json()).toEqual({ status: 'error', message: 'Không tìm thấy địa chỉ API', error_code: 'NOT_FOUND' });
      }
      expect((await request.head(address)).status()).toBe(404);
    }
    // the real routes still answer, and the catch-all does not take their other methods
    expect((await request.get('/api/health')).status()).toBe(200);
    expect((await request.get('/api/v2-common/banners/?position=home_slideshow')).status()).toBe(200);
    expect((await request.post('/api/v2-common/banners/?position=home_slideshow')).status()).toBe(405);
  });

  test('hotel pictures: names the catalogue lacks are a 404 and leave nothing on disk', async ({ request }) => {
    const token = `${Date.now() % 1_000_000}`;
    const names = [`9${token}-1.svg`, `9${token}-360-2.svg`, `8${token}-3.svg`, `${'1'.repeat(300)}-1.svg`];
    for (const name of names) expect((await request.get(`/media/hotels/${name}`)).status(), name).toBe(404);
    // a real one, twice
    const html = await (await request.get('/khach-san/da-nang')).text();
    const picture = /\/media\/hotels\/(\d+-\d+\.svg)/.exec(html)?.[1];
    expect(picture).toBeTruthy();
    for (let i = 0; i < 2; i += 1) {
      const response = await request.get(`/media/hotels/${picture}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    }
    expect(filesNamed(token)).toEqual([]);
    expect(filesNamed(picture!.replace('.svg', ''))).toEqual([]);
  });

  test('sitemaps: the index names gzipped files, sent as stored (gzipped once), with an ETag', async ({ request }) => {
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain(`/sitemaps/hotels-1.xml.gz</loc>`);
    const zipped = await request.get('/sitemaps/hotels-1.xml.gz', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.status()).toBe(200);
    expect(zipped.headers()['content-type']).toBe('application/gzip');
    expect(zipped.headers()['content-encoding']).toBeUndefined();
    expect(gunzipSync(await zipped.body()).toString('utf8')).toMatch(/^<\?xml[^]*<url><loc>http:\/\/localhost:\d+\/khach-san\//);
    const etag = zipped.headers()['etag']!;
    expect((await request.get('/sitemaps/hotels-1.xml.gz', { headers: { 'if-none-match': etag } })).status()).toBe(304);
    const plain = await request.get('/sitemaps/hotels-1.xml');
    expect(plain.headers()['content-type']).toMatch(/^application\/xml/);
    expect(await plain.text()).toBe(gunzipSync(await zipped.body()).toString('utf8'));
  });

  test('every HTML answer carries a CSP, 404s and the SSO stand-in included; styles only from the site', async ({ request }) => {
    for (const address of ['/abc.php', '/x.html', '/en/x.html', '/khach-san/a.b/c.php']) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      expect(response.headers()['content-type'], address).toMatch(/^text\/html/);
      const csp = response.headers()['content-security-policy'];
      expect(directive(csp, 'script-src'), address).toMatch(/^'self' 'nonce-[^']+' 'strict-dynamic'$/);
      expect(directive(csp, 'style-src'), address).toBe("'self'");
      expect(csp, address).toContain("frame-ancestors 'none'");
    }
    // public folders and services that no page policy covers get one without inline scripts
    for (const address of ['/banners/missing.html', '/sandbox/x']) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      expect(directive(response.headers()['content-security-policy'], 'script-src'), address).toBe("'self'");
    }
    for (const address of ['/sso/login?callbackUrl=%2F', '/sso/register']) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      const csp = response.headers()['content-security-policy'];
      // the sign-on pages run their forms under the page CSP: a fresh nonce, no inline script otherwise
      expect(directive(csp, 'script-src'), address).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
      expect(csp, address).not.toContain('unsafe-eval');
    }
    const home = await request.get('/');
    expect(directive(home.headers()['content-security-policy'], 'style-src')).toBe("'self'");
    expect(await request.get('/api/health').then((r) => r.headers()['content-security-policy'])).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  test('HSTS only when the visitor came over HTTPS', async ({ request }) => {
    expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined();
    expect((await request.get('/api/health')).headers()['strict-transport-security']).toBeUndefined();
    // rendered, shared (the home page is kept by the shared cache) and personalised answers alike
    for (const address of ['/', '/api/health', '/x.html']) {
      for (const cookie of [undefined, 'accessToken=someone']) {
        const secure = await request.get(address, { headers: { 'x-forwarded-proto': 'https', ...(cookie ? { cookie } : {}) } });
        expect(secure.headers()['strict-transport-security'], `${address} ${cookie}`).toMatch(/max-age=\d+/);
      }
    }
    expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined();
  });

  test('canonical and hreflang links name SITE_URL (the port this server runs on)', async ({ request }) => {
    const origin = `http://localhost:${PORT}`;
    const html = await (await request.get('/en')).text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="${origin}/en"`));
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="vi" href="${origin}/?"`, 'i'));
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test('pages show no CSP violation in Chromium, popups included', async ({ page }, info) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await page.getByTestId('date-range').first().click();
    await page.waitForTimeout(500);
    await page.keyboard.press('Escape');
    await page.goto('/khach-san/da-nang');
    await expect(page.getByTestId('hotel-card').first()).toBeVisible();
    if (info.project.name === 'mobile') {
      await page.getByTestId('tab-filter').click();
      await expect(page.getByTestId('filter-panel')).toBeVisible();
      await page.getByTestId('filter-panel-close').click();
      await page.getByTestId('tab-sort').click();
      await page.getByTestId('sort-option-price_asc').click();
    } else {
      await page.getByTestId('sort-price_asc').click();
    }
    await expect(page).toHaveURL(/sort_by=price/);
    // the map view server-renders its pins' positions as style attributes
    await page.goto('/khach-san/da-nang?view=map');
    await page.waitForLoadState('networkidle');
    await page.goBack();
    const hotel = await page.getByTestId('hotel-card').first().locator('a[href*="/khach-san/"]').first().getAttribute('href');
    await page.goto(hotel!);
    await page.waitForLoadState('networkidle');
    await page.goto('/x.html');
    await page.goto('/sso/login?callbackUrl=%2F');
    expect(await violations()).toEqual([]);
  });
});
