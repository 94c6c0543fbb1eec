import { expect, test } from '@playwright/test';
import { isoAhead, productDate } from './helpers';

// Issue 37 §2: a fare states what it allows on the results, at checkout and on the order, and the cancel dialog of a
// flight order applies it: Vietnam Airlines Standard for 2 adults refunds paid − payment fee − 500.000 ₫ × 2 × 1.

// the gateway sandbox returns to SITE_URL (http://localhost:<port> on the e2e server): browse on that host
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? '3100'}` });

const amount = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('a Vietnam Airlines Standard fare: its rules on the results, checkout and order; the cancel dialog takes its refund fee', async ({
  page,
}) => {
  await page.goto(`/ve-may-bay/tim-kiem?ap=HAN.DAD&dt=${productDate(isoAhead(19))}&ps=2.0.0`);
  const card = page.locator('[data-testid="flight-card"][data-airline="VN"]').first();
  await card.getByTestId('choose-flight').click();
  const fare = card.getByTestId('fare-option').filter({ hasText: 'Phổ thông tiêu chuẩn' });
  await expect(fare.getByTestId('fare-rule-refund')).toHaveText(/^Hoàn vé 500\.000\s?₫$/);
  await expect(fare.getByTestId('fare-rule-change')).toHaveText(/^Đổi vé 300\.000\s?₫$/);
  await expect(card.getByTestId('fare-option').filter({ hasText: 'Phổ thông tiết kiệm' }).getByTestId('fare-rule-refund')).toHaveText(
    'Không hoàn vé',
  );
  const rules = fare.getByTestId('fare-rules');
  await expect(rules.getByTestId('fare-rules-name')).toBeHidden();
  await rules.getByText('Điều kiện vé').click();
  await expect(rules.getByTestId('fare-rules-name')).toHaveText(/Không được đổi tên/);
  await expect(rules.getByTestId('fare-rules-noShow')).toContainText('500.000');
  await fare.getByTestId('select-fare').click();

  await page.waitForURL(/\/ve-may-bay\/dat-ve\/[0-9a-f-]{36}/, { timeout: 20_000 });
  await expect(page.getByTestId('checkout-cancellation-sentence')).toHaveText(/^Hoàn vé có phí, hủy trước ngày bay \d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByTestId('flight-leg-0').getByTestId('fare-rules-refund')).toContainText('500.000', { useInnerText: false });
  for (const [i, name] of [
    [0, 'Nguyễn Văn An'],
    [1, 'Trần Thị Bình'],
  ] as const) {
    const block = page.getByTestId(`passenger-${i}`);
    await block.getByLabel('Họ và tên').fill(name);
    await block.getByLabel('Họ và tên').blur();
  }
  await page.getByTestId('passenger-1').getByLabel('Danh xưng').selectOption('MS');
  const contact = page.getByTestId('flight-contact');
  await contact.getByLabel('Họ và tên').fill('Nguyễn Văn An');
  await contact.getByLabel('Email').fill('an.nguyen@example.com');
  await contact.getByLabel('Số điện thoại').fill('901234567');
  await page.getByRole('button', { name: 'Tiếp tục', exact: true }).click();
  await expect(page).toHaveURL(/step=2/, { timeout: 15_000 });
  await expect(page.getByRole('radiogroup')).toBeVisible({ timeout: 15_000 });
  await page.locator('#payment-method-payment_method_credit_card').check();
  const pay = page.getByRole('button', { name: 'Thanh toán', exact: true });
  await expect(pay).toBeEnabled({ timeout: 15_000 });
  await pay.click();
  await page.waitForURL(/\/sandbox\/vnpay\/pay\?/, { timeout: 20_000 });
  await page.getByRole('button', { name: /^(Thanh toán|Pay)$/ }).click();
  await page.waitForURL(/\/thanh-toan\/ket-qua\?transaction_id=/, { timeout: 20_000 });
  await page.getByRole('link', { name: /^(Xem đơn hàng|View order)$/ }).click({ timeout: 20_000 });
  await page.waitForURL(/\/don-hang\/[A-Z0-9]+/);

  await expect(page.getByTestId('order-cancellation-sentence')).toHaveText(/^Hoàn vé có phí/);
  await expect(page.getByTestId('flight-leg-0').getByTestId('fare-rules-refund')).toContainText('500.000', { useInnerText: false });
  await page.getByRole('button', { name: 'Hủy đặt vé' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('cancel-fee-line')).toHaveText(/^Phí hoàn vé 500\.000\s?₫ × 2 khách × 1 chặng\s*−1\.000\.000\s?₫$/);
  const lines = dialog.getByTestId('cancel-flight-lines');
  const paid = amount((await lines.locator('dd').first().innerText()) ?? '');
  const paymentFee = amount(await dialog.getByTestId('cancel-payment-fee-line').locator('dd').innerText());
  expect(paymentFee).toBeGreaterThan(0);
  const refund = amount((await dialog.getByTestId('cancel-refund').locator('strong').first().innerText()) ?? '');
  expect(refund).toBe(paid - paymentFee - 1_000_000);
  // the policy in flight words, never a stay's
  await expect(dialog.getByTestId('cancel-policy')).toHaveText(/^Vé hoàn có phí/);
  await dialog.getByRole('combobox', { name: 'Lý do hủy' }).selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Xác nhận hủy' }).click();
  await expect(page.getByTestId('order-refund')).toContainText(refund.toLocaleString('vi-VN'), { timeout: 20_000 });
});
