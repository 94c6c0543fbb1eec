import { expect, test, type Page } from '@playwright/test';

const DEMO = { email: 'demo@example.com', password: 'Demo@12345' };

/** Signs in through the built-in sign-on pages; a sign-on page without its form fails the test. */
async function signIn(page: Page, from: string): Promise<void> {
  await page.goto(from);
  const login = page.getByTestId('login-button').first();
  await expect(login).toHaveAttribute('href', /\/sso\/login\?callbackUrl=/);
  await page.goto((await login.getAttribute('href')) ?? '/sso/login');
  const email = page.getByLabel('Email');
  await expect(email).toBeVisible();
  // an English page asks for the English sign-on page
  const english = new URL(page.url()).searchParams.get('lang') === 'en';
  await email.fill(DEMO.email);
  await page.getByLabel(english ? 'Password' : 'Mật khẩu').fill(DEMO.password);
  await page.getByRole('button', { name: english ? 'Sign in' : 'Đăng nhập' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sso'));
}

test.describe('account', () => {
  test('a guest sees sign-in and register links with the current page as callback, in the server HTML', async ({ page, request }) => {
    const html = await (await request.get('/khach-san')).text();
    expect(html.match(/data-auth-slot="guest"/g)).toHaveLength(1);
    expect(html).toContain('<span data-auth-name=""></span>');
    await page.goto('/en/khach-san');
    await expect(page.getByTestId('login-button')).toHaveText('Log in');
    await expect(page.getByTestId('register-button')).toHaveAttribute('href', /\/sso\/register\?callbackUrl=http/);
  });

  test('the account pages send a guest to sign in and come back', async ({ request }) => {
    const response = await request.get('/en/tai-khoan/don-hang?status=paid', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    const location = response.headers().location ?? '';
    expect(location).toMatch(/\/sso\/login\?callbackUrl=/);
    expect(location).toMatch(/&lang=en$/);
    expect(decodeURIComponent(location.split('callbackUrl=')[1]?.split('&lang=')[0] ?? '')).toMatch(
      /\/en\/tai-khoan\/don-hang\?status=paid$/,
    );
  });

  for (const lang of ['vi', 'en'] as const) {
    test(`sign in, see the user menu, edit the profile, see orders and sign out (${lang})`, async ({ page }) => {
      test.setTimeout(60_000);
      const prefix = lang === 'en' ? '/en' : '';
      await signIn(page, `${prefix}/khach-san`);
      await expect(page.locator('[data-auth-slot]')).toHaveAttribute('data-auth-slot', 'member');
      const menuButton = page.getByTestId('user-menu-button');
      await menuButton.click();
      await expect(page.getByRole('menu')).toBeVisible();
      await page.getByRole('menuitem').first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/tai-khoan$`));
      await expect(page.getByTestId('profile-card')).toContainText(DEMO.email);
      // the 5-row activity table says what happened to the points, in the page language; no "+0" rows
      const activity = page.getByTestId('recent-activity');
      await expect(activity.getByTestId('activity-row').first()).toBeVisible();
      await expect(activity).toContainText(lang === 'en' ? 'Points earned from an order' : 'Hoàn tiền từ đơn hàng');
      if (lang === 'en') await expect(activity).not.toContainText(/Refund from an order|Spent on an order/);
      expect(
        await activity
          .getByTestId('activity-row')
          .filter({ hasText: /^[\s\S]*\+0(\s|$)/ })
          .count(),
      ).toBe(0);

      await page.getByTestId('profile-edit').click();
      await page.locator('input[name="phone"]').fill('12345');
      await page.getByRole('button', { name: lang === 'en' ? 'Save changes' : 'Lưu thay đổi' }).click();
      await expect(page.locator('#phone-error')).toBeVisible();
      await page.locator('input[name="phone"]').fill('0912 345 678');
      await page.locator('select[name="gender"]').selectOption('female');
      await page.getByRole('button', { name: lang === 'en' ? 'Save changes' : 'Lưu thay đổi' }).click();
      await expect(page.getByTestId('profile-card')).toContainText('+84912345678');

      await page.goto(`${prefix}/tai-khoan/don-hang`);
      await expect(page.getByTestId('orders-empty')).toContainText(lang === 'en' ? 'You have no orders yet' : 'Bạn chưa có đơn hàng nào');

      await page.getByTestId('user-menu-button').click();
      await page.getByTestId('sign-out').click();
      await expect(page).toHaveURL(new RegExp(`${prefix || '/'}$`));
      await expect(page.locator('[data-auth-slot]')).toHaveAttribute('data-auth-slot', 'guest');
      expect((await page.context().cookies()).some((cookie) => cookie.name === 'accessToken')).toBe(false);
    });
  }
});
