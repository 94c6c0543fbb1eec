import { expect, test, type Page } from '@playwright/test';

// Issue 15: subscribe from the footer, confirm from the mail in the outbox (double opt-in), and the contact form.

/**
 * The outbox at /sandbox/mail shows a visitor only the mails about their own orders and account (issue 32): a
 * confirmation mail to an address is read there by the member signed in with it, so the test registers one.
 */
async function registerAs(page: Page, email: string): Promise<void> {
  await page.goto(`/sso/register?callbackUrl=${encodeURIComponent('/')}`);
  await page.getByLabel('Họ').fill('Trần');
  await page.getByLabel('Tên', { exact: true }).fill('Nhận Tin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Số điện thoại di động').fill(`09${String(Date.now() % 100_000_000).padStart(8, '0')}`);
  await page.getByLabel('Mật khẩu').fill('Hanoi-Pho-2026');
  await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sso'));
}

test('subscribe from the footer, open the confirmation mail in the outbox, follow its link, press confirm: confirmed', async ({
  page,
  request,
}, testInfo) => {
  const email = `e2e-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  await registerAs(page, email);
  await page.goto('/');
  const form = page.getByTestId('newsletter-form');
  await form.scrollIntoViewIfNeeded();
  // a wrong address is refused in the browser, readably
  await form.getByRole('textbox').fill('khong-phai-email');
  await form.getByRole('button').click();
  await expect(form.getByTestId('newsletter-result-message')).toHaveText('Vui lòng nhập một địa chỉ email hợp lệ');

  await form.getByRole('textbox').fill(email.toUpperCase());
  await form.getByRole('button').click();
  await expect(form.getByTestId('newsletter-result-message')).toHaveText('Vui lòng kiểm tra hộp thư để xác nhận đăng ký nhận tin.');
  await expect(form.getByTestId('newsletter-result-message')).toHaveAttribute('data-ok', 'true');

  await page.goto(`/sandbox/mail?ref=newsletter:${encodeURIComponent(email)}`);
  const mails = page.getByTestId('outbox-mail');
  await expect(mails).toHaveCount(1, { timeout: 15_000 });
  await expect(mails.first()).toContainText('Xác nhận đăng ký nhận tin khuyến mãi');
  const confirm = await mails.first().locator('a[href*="/nhan-tin/xac-nhan?token="]').first().getAttribute('href');
  expect(confirm).toBeTruthy();
  // a stranger (no cookie) reading the outbox sees nothing of it
  const stranger = await (await request.get(`/sandbox/mail?ref=newsletter:${encodeURIComponent(email)}`)).text();
  expect(stranger).toContain('data-testid="mail-outbox"');
  expect(stranger).not.toContain('data-testid="outbox-mail"');
  // no unsubscribe link in the confirmation mail: a link scanner following it would unsubscribe
  await expect(mails.first().locator('a[href*="/nhan-tin/huy"]')).toHaveCount(0);

  // opening the link only asks (scanners open links); the button confirms
  await page.goto(confirm!);
  await expect(page.getByTestId('newsletter-result')).toHaveAttribute('data-outcome', 'ask');
  await page.getByRole('button', { name: 'Xác nhận đăng ký' }).click();
  await expect(page.getByTestId('newsletter-result')).toHaveAttribute('data-outcome', 'confirmed');
  await expect(page.getByRole('heading', { name: 'Đăng ký thành công' })).toBeVisible();

  // the same address again: the same answer, and no second mail
  await page.goto('/');
  await page.getByTestId('newsletter-form').getByRole('textbox').fill(email);
  await page.getByTestId('newsletter-form').getByRole('button').click();
  await expect(page.getByTestId('newsletter-result-message')).toHaveText('Vui lòng kiểm tra hộp thư để xác nhận đăng ký nhận tin.');
  await page.goto(`/sandbox/mail?ref=newsletter:${encodeURIComponent(email)}`);
  await expect(page.getByTestId('outbox-mail')).toHaveCount(1);

  // a tampered link says so once its button is pressed
  await page.goto(confirm!.replace(/token=.{4}/, 'token=AAAA'));
  await page.getByRole('button', { name: 'Xác nhận đăng ký' }).click();
  await expect(page.getByTestId('newsletter-result')).toHaveAttribute('data-outcome', 'invalid');
  await expect(page.getByText('Liên kết xác nhận không hợp lệ hoặc đã hết hạn')).toBeVisible();
});

test('the contact form shows readable errors, then sends: the page shows the ticket and the sender is mailed it in the outbox', async ({
  page,
}, testInfo) => {
  // the outbox shows a visitor the mails to their own address: the sender signs in with the address they write from
  const email = `contact-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  await registerAs(page, email);
  await page.goto('/lien-he');
  const form = page.getByTestId('contact-form');
  await form.getByRole('button', { name: 'Gửi tin nhắn' }).click();
  await expect(form.getByText('Vui lòng nhập họ tên (2 đến 100 ký tự)')).toBeVisible();
  await expect(form.getByText('Vui lòng nhập nội dung (10 đến 5000 ký tự)')).toBeVisible();
  // the keyboard is taken to the first field to fix
  await expect(form.getByLabel('Họ và tên')).toBeFocused();
  // the honeypot is not a field a person can reach
  await expect(form.getByRole('textbox')).toHaveCount(5);

  await form.getByLabel('Họ và tên').fill('Trần Văn E2E');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Tiêu đề').fill('Hỏi về hoàn tiền');
  await form.getByLabel('Nội dung').fill('Xin chào,\nTôi muốn hỏi về thời gian hoàn tiền của đơn hàng.');
  await form.getByRole('button', { name: 'Gửi tin nhắn' }).click();
  const success = page.getByTestId('contact-success');
  await expect(success).toContainText('Cảm ơn bạn đã liên hệ. Chúng tôi đã gửi email xác nhận kèm mã yêu cầu');
  await expect(success).toContainText('Mã yêu cầu của bạn');
  const ticket = (await page.getByTestId('contact-ticket').textContent())!;
  expect(ticket).toMatch(/^LH-20\d\d-\d{6}$/);

  await page.goto('/sandbox/mail');
  const ack = page.getByTestId('outbox-mail').filter({ hasText: ticket });
  await expect(ack).toHaveCount(1);
  await expect(ack).toContainText(`Vivu Travel đã nhận tin nhắn của bạn (mã ${ticket})`);
  await expect(ack).toContainText(email);
});

test('the home page carries the promotions and articles rows; an article opens', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByTestId('home-promotions-item')).toHaveCount(4);
  const article = page.getByTestId('home-articles-item').first();
  await article.scrollIntoViewIfNeeded();
  await article.getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/cam-nang\/[a-z0-9-]+$/);
  await expect(page.getByTestId('article-page')).toBeVisible();
});
