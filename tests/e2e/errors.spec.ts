import { expect, test } from '@playwright/test';

// The messages of the catalogue (lib/api/error-codes.ts), as a visitor reads them.
const PAGES = [
  {
    lang: 'vi',
    addresses: ['/khong-co-trang-nay', '/khach-san/khong-co-noi-nay'],
    title: 'Không tìm thấy trang',
    message: 'Không tìm thấy dữ liệu (404)',
    home: '/',
  },
  {
    lang: 'en',
    addresses: ['/en/no-such-page', '/en/khach-san/no-such-place'],
    title: 'Page not found',
    message: 'Nothing was found here (404)',
    home: '/en',
  },
] as const;

test.describe('error pages', () => {
  for (const { lang, addresses, title, message, home } of PAGES) {
    test(`an unknown page answers 404 with the translated page in ${lang}`, async ({ page }) => {
      for (const address of addresses) {
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(404);
        await expect(page.locator('html'), address).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 }), address).toHaveText(title);
        await expect(page.getByText(message), address).toBeVisible();
        await expect(page.locator('main a', { hasText: lang === 'vi' ? 'Về trang chủ' : 'Back to home' }), address).toHaveAttribute(
          'href',
          home,
        );
      }
    });
  }

  test('the API answers its errors with catalogue codes', async ({ request }) => {
    const response = await request.get('/api/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ status: 'error', message: 'Không tìm thấy địa chỉ API', error_code: 'NOT_FOUND' });
  });
});
