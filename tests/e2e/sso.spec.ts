import { expect, test, type Page } from '@playwright/test';

const SITE = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

test.skip(({ isMobile }) => isMobile, 'desktop only: the forms are the same on every width');

/** Every CSP violation the page reports (a blocked script would leave the forms dead). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test.describe('built-in single sign-on', () => {
  test('register on /sso/register?callbackUrl=… lands back on that page with the session cookie', async ({ page, context }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(`/sso/register?callbackUrl=${encodeURIComponent('/en')}`);
    const csp = response!.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    const email = `e2e-${Date.now()}@example.com`;
    await page.getByLabel('Họ').fill('Phạm');
    await page.getByLabel('Tên', { exact: true }).fill('Lan');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Số điện thoại di động').fill('0912 345 678');
    await page.getByLabel('Mật khẩu').fill('password');
    await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
    // a field message beside the field, tied to it for screen readers
    await expect(page.getByTestId('error-password')).toContainText('phổ biến');
    await expect(page.getByLabel('Mật khẩu')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Mật khẩu')).toHaveAttribute('aria-describedby', /sso-password-error/);
    await page.getByLabel('Mật khẩu').fill('Hanoi-Pho-2026');
    await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await expect(page).toHaveURL(/\/en$/);
    const cookie = (await context.cookies()).find((c) => c.name === 'accessToken');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(await violations()).toEqual([]);
  });

  test('login with a wrong password shows the message (English with lang=en)', async ({ page }) => {
    await page.goto('/sso/login?lang=en');
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password').fill('Wrong@12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('form-error')).toHaveText('The email or password is not correct');
    await page.goto('/sso/login');
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Mật khẩu').fill('Wrong@12345');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByTestId('form-error')).toHaveText('Email hoặc mật khẩu không đúng');
  });

  test('keyboard-only login follows the callback, and the logout page signs out only on its button', async ({ page, context }) => {
    // on SITE_URL's origin (localhost): a cookie-carrying POST must come from the site's own origin, and the
    // browser's default base (127.0.0.1) is another one
    await page.goto(`${SITE}/sso/login?callbackUrl=${encodeURIComponent('/en')}`);
    // from the top of the page: brand, language switch, then the form
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type('business@example.com');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Mật khẩu')).toBeFocused();
    await page.keyboard.type('Business@12345');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en$/);
    expect((await context.cookies(SITE)).some((c) => c.name === 'accessToken' && c.value.length > 20)).toBe(true);

    await page.goto(`${SITE}/sso/logout`);
    expect((await context.cookies(SITE)).some((c) => c.name === 'accessToken')).toBe(true);
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(page).toHaveURL(`${SITE}/`);
    expect((await context.cookies(SITE)).some((c) => c.name === 'accessToken')).toBe(false);
  });

  test('forgot password: the same message for anyone; no outbox page on a production server', async ({ page, request }) => {
    for (const email of ['member2@example.com', 'nobody@example.com']) {
      await page.goto('/sso/forgot-password');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Gửi liên kết đặt lại' }).click();
      await expect(page.getByRole('status')).toContainText('Nếu email này đã được đăng ký');
    }
    expect((await request.get('/sso/outbox')).status()).toBe(404);
  });
});
