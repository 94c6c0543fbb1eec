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
  expect(own?.headers()['x-cache']).toBeUndefined();
});
