import { expect, test, type Page } from '@playwright/test';
import { isoAhead, productDate } from './helpers';

// Issue 33 §2: one cancellation rule with its date. A free-cancellation rate's sentence on the hotel page is the one
// the checkout's steps, the paid order's page and its cancel dialog say, with the same deadline; a non-refundable
// rate says so on the hotel page.

// the bank sandbox's popup returns to SITE_URL (http://localhost:<port> on the e2e server): browse on that host
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? '3100'}` });

const FREE = /Miễn phí hủy đến \d{2}:\d{2} ngày \d{2}\/\d{2}\/\d{4}/;

/** A hotel 12 days ahead with a free-cancellation rate that has a room left and no promotion (bank transfer offered). */
async function openFreeRate(page: Page): Promise<{ sentence: string }> {
  await page.goto(`/khach-san/da-nang?checkInDate=${productDate(isoAhead(12))}&nights=2`);
  const cards = page.getByTestId('hotel-card');
  await expect(cards.first()).toBeVisible();
  const hrefs = await cards.getByTestId('hotel-link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  for (const href of [...new Set(hrefs)].slice(0, 12)) {
    await page.goto(href);
    await expect(page.getByTestId('hotel-detail')).toBeVisible();
    const rate = page
      .getByTestId('rate-plan')
      .filter({ hasText: FREE })
      .filter({ hasNot: page.locator('del') })
      .filter({ has: page.locator('[data-testid="room-count"]:not([disabled])') })
      .first();
    if ((await rate.count()) === 0) continue;
    const sentence = (await rate.getByTestId('rate-cancellation').innerText()).trim();
    // the policies state the rule and the same deadline for these dates, never "after booking"
    await expect(page.getByTestId('policies-cancellation')).toContainText(sentence);
    await expect(page.getByTestId('hotel-policies')).not.toContainText('sau khi đặt');
    await rate.getByTestId('room-count').selectOption('1');
    return { sentence };
  }
  throw new Error('no hotel on the listing has a free-cancellation rate without promotion left');
}

test('the free-cancellation deadline of the rate is the one of every checkout step, the paid order and its cancel dialog', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { sentence } = await openFreeRate(page);
  expect(sentence).toMatch(FREE);
  await page.getByTestId('book-button').click();
  await page.waitForURL(/\/dat-phong\/[0-9a-f-]{36}/, { timeout: 20_000 });
  await expect(page.getByTestId('checkout-cancellation-sentence')).toHaveText(sentence);

  await page.locator('#booker-name').fill('Nguyễn Văn An');
  await page.locator('#booker-email').fill('an.nguyen@example.com');
  await page.locator('#booker-phone').fill('901234567');
  const block = page.getByTestId('receiver-1');
  if (!(await block.getByRole('checkbox').isChecked())) {
    await block.getByLabel('Họ và tên').fill('Nguyễn Văn An');
    await block.getByLabel('Số điện thoại').fill('901234567');
  }
  await page.getByRole('button', { name: 'Tiếp tục', exact: true }).click();
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByTestId('review-cancellation')).toHaveText(sentence);
  await expect(page.getByTestId('checkout-cancellation-sentence')).toHaveText(sentence);
  await page.getByRole('button', { name: 'Tiếp tục đến thanh toán' }).click();
  await expect(page).toHaveURL(/step=3/);
  await expect(page.getByTestId('checkout-cancellation-sentence')).toHaveText(sentence);

  const radio = page.locator('#payment-method-payment_method_bank_transfer');
  await radio.check();
  const pay = page.getByRole('button', { name: 'Thanh toán', exact: true });
  await expect(pay).toBeEnabled({ timeout: 15_000 });
  await pay.click();
  await page.waitForURL(/\/don-hang\/H[A-Z0-9]{9}/, { timeout: 20_000 });
  await expect(page.getByTestId('order-cancellation-sentence')).toHaveText(sentence);
  const [bank] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('sandbox-transfer').click()]);
  await bank.getByRole('button', { name: 'Gửi thông báo chuyển khoản' }).click();
  await expect(bank.getByText('paid').first()).toBeVisible({ timeout: 15_000 });
  await bank.close();
  await expect(page.getByTestId('order-status')).toContainText('Đã thanh toán', { timeout: 20_000 });
  await expect(page.getByTestId('order-cancellation-sentence')).toHaveText(sentence);

  await page.getByTestId('cancel-open').click();
  const form = page.getByTestId('cancel-form');
  await expect(form.getByTestId('cancel-deadline')).toHaveText(sentence);
  await expect(form.getByTestId('cancel-refund-note')).toContainText('hoàn toàn bộ số tiền đã thanh toán');
  await expect(form.getByTestId('cancel-policy')).toContainText('24 giờ trước giờ nhận phòng');
  await expect(form.getByRole('option', { name: 'Khách sạn yêu cầu hủy' })).toBeAttached();
  await expect(form.getByRole('option', { name: 'Hãng bay đổi giờ bay hoặc hủy chuyến' })).not.toBeAttached();
});
