import { expect, test, type Page } from '@playwright/test';
import { usesPostgres, withServerDatabase } from './helpers';

type Media = { screen_type: string; url: string };
type Banner = { id: number; medias: Media[] };

async function apiBanners(page: Page, lang = 'vi'): Promise<Banner[]> {
  const response = await page.request.get(`/api/v2-common/banners/?position=home_slideshow&lang=${lang}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

test.describe('home page', () => {
  test('renders the slideshow from the database with the media for the screen size', async ({ page }, info) => {
    const banners = await apiBanners(page);
    expect(banners.length).toBeGreaterThan(1);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    const slideshow = page.getByTestId('home-slideshow');
    await expect(slideshow).toHaveAttribute('data-count', String(banners.length));
    const expectedType = info.project.name === 'mobile' ? 'MOBILE' : 'WIDESCREEN';
    const expectedUrl = banners[0]!.medias.find((m) => m.screen_type === expectedType)!.url;
    const firstImage = page.locator(`[data-banner-id="${banners[0]!.id}"] img`).first();
    await expect(firstImage).toBeVisible();
    await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(expectedUrl);
    // the carousel takes over after hydration: slick adds its dots
    await expect(page.locator('.slick-dots li')).toHaveCount(banners.length);
    await expect(page.getByTestId('fallback-banner')).toHaveCount(0);
    // the dots sit above the search card that overlaps the banner's foot: a real click reaches the last one
    const last = page.locator('.slick-dots li').last();
    await last.locator('button').click({ timeout: 5_000 });
    await expect(last).toHaveClass(/slick-active/);
  });

  test('shows the fallback headlines when there are no banners', async ({ page }) => {
    test.skip(!usesPostgres(), 'needs direct access to the server database (PostgreSQL run)');
    const active = await withServerDatabase(async (db) => {
      const { rows } = await db.query<{ id: number }>(
        `update banners set active = false where position = 'home_slideshow' and active returning id`,
      );
      return rows.map((r) => r.id);
    });
    try {
      // the home page is shared between visitors for a while (3 s in this run): it shows the change soon after
      const fallback = page.getByTestId('fallback-banner');
      await expect(async () => {
        await page.goto('/');
        await expect(fallback).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await expect(fallback).toContainText('Chủ động cho chuyến đi, không cần chờ đợi');
      await expect(fallback).toContainText('Hành trình tuyệt vời bắt đầu chỉ với một cú nhấp');
      await expect(page.getByTestId('home-slideshow')).toHaveCount(0);
      await expect(page.getByTestId('destination-card').first()).toBeVisible();
    } finally {
      await withServerDatabase((db) => db.query('update banners set active = true where id = any($1)', [active]));
      await page.waitForTimeout(3_500); // the next test sees the banners again
    }
  });

  test('switching to English changes the texts and the address', async ({ page }, info) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Điều hướng chính' })).toContainText('Khách sạn');
    await page.getByTestId('lang-en').click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText('Hotels');
    await expect(page.getByTestId('login-button')).toHaveText('Log in');
    await expect(page.locator('link[rel="alternate"][hreflang="vi"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/);
    const enBanners = await apiBanners(page, 'en');
    const type = info.project.name === 'mobile' ? 'MOBILE' : 'WIDESCREEN';
    const alt = await page.locator(`[data-banner-id="${enBanners[0]!.id}"] img`).first().getAttribute('alt');
    expect(alt).toBeTruthy();
    expect(enBanners[0]!.medias.some((m) => m.screen_type === type)).toBe(true);
    await page.getByTestId('lang-vi').click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  });

  test('switching to USD changes a displayed price and survives a reload', async ({ page }) => {
    await page.goto('/');
    const price = page.getByTestId('destination-card').first().locator('[data-price-vnd]');
    await expect(price).toHaveText(/^[\d.]+ ₫$/);
    const vnd = Number(await price.getAttribute('data-price-vnd'));
    const rate = (await (await page.request.get('/api/common/exchange-rates/transfer/usd')).json()).data.rate as number;
    await page.getByTestId('currency-switch').selectOption('USD');
    const expected = `$${(Math.round((vnd / rate) * 100) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect(price).toHaveText(expected);
    await page.reload();
    await expect(page.getByTestId('destination-card').first().locator('[data-price-vnd]')).toHaveText(expected);
    await expect(page.getByTestId('currency-switch')).toHaveValue('USD');
    await page.getByTestId('currency-switch').selectOption('VND');
    await expect(price).toHaveText(/₫$/);
  });

  test('the login button sends the browser to SSO with the encoded current address', async ({ page }) => {
    await page.goto('/en?utm_source=test&x=đ');
    const button = page.getByTestId('login-button');
    // an English page asks for the English sign-on page
    await expect(button).toHaveAttribute('href', `/sso/login?callbackUrl=${encodeURIComponent(page.url())}&lang=en`);
    const here = page.url();
    await button.click();
    await expect(page).toHaveURL(/\/sso\/login\?callbackUrl=/);
    expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe(here);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('an address with broken percent-encoding is a 400 with the error envelope, never a 500', async ({ request }) => {
    for (const path of [
      '/khach-san/%ZZ',
      '/en/khach-san-gia-tot/thanh-pho/%E0%A4%A',
      '/khach-san/vn/%ZZ',
      '/sitemaps/%ZZ',
      '/media/hotels/%ZZ',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(await response.json()).toMatchObject({ status: 'error', error_code: 'BAD_REQUEST', message: 'Địa chỉ không hợp lệ' });
    }
  });

  test('sends the security headers with the page', async ({ page }) => {
    const response = await page.goto('/');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // a rendered page names its nonce; a page shared between visitors names its inline scripts' hashes
    const scriptSrc = /script-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '';
    expect(scriptSrc).toMatch(headers['x-cache'] ? /^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/ : /^'self' 'nonce-[^']+' 'strict-dynamic'$/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    // a signed-in visitor gets the shared page made their own: the same hashes, never another visitor's nonce
    const own = await page.request.get('/', { headers: { cookie: 'accessToken=someone' } });
    expect(own.headers()['x-cache']).toBe('PERSONALIZED');
    expect(own.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // HSTS only over HTTPS (tests/e2e/security.spec.ts); this server speaks plain HTTP
    expect(headers['strict-transport-security']).toBeUndefined();
  });
});
