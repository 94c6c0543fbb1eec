import { expect, test } from '@playwright/test';

// The production server shares anonymous listings between visitors (lib/http-cache). A shared page carries
// the hashes of its inline scripts as its CSP instead of a nonce: it must still hydrate and run.
test('a listing answered from the shared cache hydrates under its hashed CSP', async ({ page }, info) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  const path = '/khach-san/da-nang?sort_by=star&sort_mode=desc';
  await page.goto(path);
  const shared = await page.goto(path);
  expect(shared?.headers()['x-cache']).toBe('HIT');
  const csp = shared?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(csp).not.toContain('nonce-');

  // only client code can change the address in place
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const mobile = info.project.name === 'mobile';
  if (mobile) await page.getByTestId('tab-filter').click();
  await (mobile ? page.getByTestId('filter-panel') : page.getByTestId('filter-box')).getByTestId('filter-star-4').click();
  await expect(page).toHaveURL(/[?&]star=4(&|$)/);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  expect(blocked).toEqual([]);
});

test('signed-in visitors and other currencies are never served another visitor’s page', async ({ page, context }) => {
  await page.goto('/khach-san/da-nang');
  await context.addCookies([{ name: 'currency', value: 'USD', url: page.url() }]);
  await page.reload();
  await expect(page.getByTestId('price-amount').first()).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await context.addCookies([{ name: 'accessToken', value: 'someone', url: page.url() }]);
  const own = await page.reload();
  // a session cookie gets a private copy of the guest page (this one is not a valid session: guest header)
  expect(own?.headers()['x-cache']).toBe('PERSONALIZED');
  expect(own?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('[data-auth-slot]')).toHaveAttribute('data-auth-slot', 'guest');
});

// Issue 8: hostile requests against the real server (Next behind the cache, shared answers live 3 s here).
const PRICE = /data-testid="price-amount"[^>]*>([^<]+)</;
const priceOf = (html: string) => PRICE.exec(html)?.[1] ?? '';

test.describe('the shared cache under hostile requests', () => {
  for (const [n, cookie] of [
    [2, 'currency=%55SD'],
    [3, 'currency=VND; currency=USD'],
  ] as const) {
    test(`a ${cookie} cookie cannot poison the anonymous page`, async ({ request }) => {
      const path = `/khach-san/da-nang?nights=${n}`;
      const poisoned = await request.get(path, { headers: { cookie } });
      expect(priceOf(await poisoned.text())).toMatch(/^\$/); // Next reads it as USD
      const anonymous = await request.get(path);
      expect(priceOf(await anonymous.text())).toMatch(/₫$/);
      expect(anonymous.headers()['x-cache']).toBe('MISS');
    });
  }

  for (const [n, cookie] of [
    [4, 'accessToken'],
    [5, 'accessToken='],
    [6, 'accessToken=a; accessToken=b'],
  ] as const) {
    test(`a ${JSON.stringify(cookie)} cookie gets a private copy of the guest page, and what is kept never saw it`, async ({ request }) => {
      const path = `/khach-san/da-nang?nights=${n}`;
      const signedIn = await request.get(path, { headers: { cookie } });
      expect(signedIn.headers()['x-cache']).toBe('PERSONALIZED');
      expect(signedIn.headers()['cache-control']).toBe('private, no-store');
      const first = await request.get(path);
      expect(first.headers()['x-cache']).toBe('HIT');
      expect(await first.text()).toContain('data-auth-slot="guest"');
      const again = await request.get(path, { headers: { cookie } });
      expect(again.headers()['x-cache']).toBe('PERSONALIZED');
    });
  }

  test('a caller’s request id and the date are never replayed to another visitor', async ({ request }) => {
    const path = '/api/v2-hotel/suggest?q=nha';
    const first = await request.get(path, { headers: { 'x-request-id': 'someone-else-123' } });
    expect(first.headers()['x-request-id']).toBe('someone-else-123');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const hit = await request.get(path);
    expect(hit.headers()['x-cache']).toBe('HIT');
    expect(hit.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(hit.headers().date).not.toBe(first.headers().date);
    expect((await request.get(path, { headers: { 'x-request-id': 'mine-456' } })).headers()['x-request-id']).toBe('mine-456');
  });

  test('one entry per page however the query is spelled', async ({ request }) => {
    const first = await request.get('/khach-san/da-nang?nights=7&sort_by=price');
    expect(first.headers()['x-cache']).toBe('MISS');
    const reordered = await request.get('/khach-san/da-nang?sort_by=pri%63e&nights=7&');
    expect(reordered.headers()['x-cache']).toBe('HIT');
    const duplicated = await request.get('/khach-san/da-nang?nights=7&sort_by=price&sort_by=star');
    expect(duplicated.headers()['x-cache']).toBeUndefined();
  });

  test('methods Next cannot handle get 405 with Allow; gzip;q=0 gets identity', async ({ request }) => {
    const trace = await request.fetch('/', { method: 'TRACE' });
    expect(trace.status()).toBe(405);
    expect(trace.headers().allow).toContain('GET');
    await request.get('/khach-san/da-nang?nights=8');
    const plain = await request.get('/khach-san/da-nang?nights=8', { headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(plain.headers()['x-cache']).toBe('HIT');
    expect(plain.headers()['content-encoding']).toBeUndefined();
  });

  test('the search API says what the cache does, and health reports the cache', async ({ request }) => {
    const search = await request.get('/api/v2-hotel/hotels/search?keyword=da-nang&nights=2');
    expect(search.headers()['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    expect((await request.get('/api/v2-hotel/hotels/search?keyword=da-nang&nights=2')).headers()['x-cache']).toBe('HIT');
    const health = await (await request.get('/api/health')).json();
    expect(health.data.sharedCache).toMatchObject({ status: 'on', maxEntries: 5000 });
    expect(health.data.sharedCache.hits).toBeGreaterThan(0);
    expect(health.data.sharedCache.bytes).toBeGreaterThan(0);
  });
});
