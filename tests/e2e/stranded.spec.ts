import { expect, test, type Page } from '@playwright/test';
import { TEXT, bookSelection, fillWhoIsStaying, openHotelForTwoRooms } from './booking-steps';
import { openBuyDeal } from './helpers';

// Issue 32 part 3, "no traveller is stranded", on the built-in sandboxes: a guest cancels at the VNPay sandbox,
// comes back to the checkout and finds the unpaid order with "Pay now", pays; the signed return opened in another
// browser shows the outcome and the order code, and the lookup by code + PIN then manages the order.

// the sandboxes send the browser back to SITE_URL (http://localhost:<port>): browse on that host so the cookie goes along
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? '3100'}` });
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

async function toGateway(page: Page): Promise<string> {
  await openHotelForTwoRooms(page, 'vi');
  await bookSelection(page);
  await fillWhoIsStaying(page, 'vi');
  await page.getByRole('button', { name: TEXT.vi.continue, exact: true }).click();
  await expect(page).toHaveURL(/step=2/);
  await page.getByRole('button', { name: TEXT.vi.toPayment }).click();
  await expect(page).toHaveURL(/step=3/);
  const checkout = page.url();
  const radio = page.locator('#payment-method-payment_method_credit_card');
  await expect(page.getByRole('radiogroup')).toBeVisible({ timeout: 15_000 });
  await radio.check();
  const pay = page.getByRole('button', { name: 'Thanh toán', exact: true });
  await expect(pay).toBeEnabled({ timeout: 15_000 });
  await pay.click();
  await page.waitForURL(/\/sandbox\/vnpay\/pay\?/, { timeout: 20_000 });
  return checkout;
}

test('cancelled at the gateway, back at the checkout: the pending order, Pay now, paid; the return in another browser, then the lookup manages it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const checkout = await toGateway(page);
  await page.getByRole('button', { name: 'Hủy giao dịch' }).click();
  await page.waitForURL(/\/thanh-toan\/ket-qua\?transaction_id=/, { timeout: 20_000 });
  await expect(page.getByTestId('payment-result-gateway')).toContainText('Bạn đã hủy giao dịch tại cổng thanh toán.');

  // back at the checkout: not "this request is closed" but the unpaid order and how to pay it
  await page.goto(checkout);
  const pending = page.getByTestId('pending-order');
  await expect(pending).toBeVisible({ timeout: 15_000 });
  await expect(pending).toContainText('Đơn hàng đang chờ thanh toán');
  const code = (await page.getByTestId('pending-order-code').innerText()).trim();
  await shoot(page, 'pending-order-vi');
  await page.goto(checkout.replace(/^(https?:\/\/[^/]+)\//, '$1/en/'));
  await expect(page.getByTestId('pending-order')).toContainText('Your order is awaiting payment', { timeout: 15_000 });
  await shoot(page, 'pending-order-en');
  await page.goto(checkout);
  await page.getByRole('button', { name: 'Thanh toán ngay' }).click();
  await page.waitForURL(/\/sandbox\/vnpay\/pay\?/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await page.waitForURL(/\/thanh-toan\/ket-qua\?transaction_id=/, { timeout: 20_000 });
  await expect(page.getByTestId('payment-result-status')).toContainText(/Đã xác nhận|Đã thanh toán/, { timeout: 20_000 });
  const returned = page.url();

  // the PIN from the visitor's own mail
  await page.goto(`/sandbox/mail?ref=order:${code}`);
  const pin = (
    await page
      .getByText(/Mã PIN: \d{6}/)
      .first()
      .innerText()
  ).match(/\d{6}/)![0];

  // the same signed return in another browser (a banking app's QR payment): the outcome and the code, nothing personal
  const other = await browser.newContext({ baseURL: new URL(returned).origin });
  const stranger = await other.newPage();
  await stranger.goto(returned);
  const result = stranger.getByTestId('payment-result-public');
  await expect(result).toContainText('Thanh toán thành công');
  await expect(result).toContainText(code);
  await expect(result).not.toContainText('Nguyễn');
  await shoot(stranger, 'result-public-vi');
  await stranger.goto(returned.replace(/^(https?:\/\/[^/]+)\//, '$1/en/'));
  await expect(stranger.getByTestId('payment-result-public')).toContainText('Payment successful');
  await shoot(stranger, 'result-public-en');
  await stranger.getByTestId('payment-result-lookup').click();
  await expect(stranger.getByRole('textbox', { name: 'Order code' })).toHaveValue(code);
  await stranger.getByRole('textbox', { name: 'PIN' }).fill(pin);
  await stranger.getByRole('button', { name: 'Find order' }).click();
  await expect(stranger.getByTestId('order-page')).toBeVisible({ timeout: 15_000 });
  // the lookup manages the order as the emailed link does: the VAT invoice request is there, not "open the email's link"
  await expect(stranger.getByTestId('manage-by-link')).toHaveCount(0);
  await expect(stranger.getByRole('heading', { name: /VAT/ })).toBeVisible();
  await shoot(stranger, 'order-after-lookup-en');
  await other.close();
});

/** On a voucher deal's page: "Mua ngay", the buyer, the card method, Pay; answers once at the VNPay sandbox. */
async function buyDealToGateway(page: Page): Promise<void> {
  await openBuyDeal(page);
  const popup = page.getByTestId('buy-deal-popup');
  await popup.getByLabel('Họ và tên').fill('Nguyễn Văn An');
  await popup.getByLabel('Email').fill('an.nguyen@example.com');
  await popup.getByLabel('Số điện thoại').fill('0901234567');
  await popup.getByTestId('buy-deal-continue').click();
  await expect(popup.getByTestId('deal-payment-methods')).toBeVisible({ timeout: 15_000 });
  await popup.locator('#deal-method-payment_method_credit_card').check();
  await popup.getByTestId('buy-deal-pay').click();
  await page.waitForURL(/\/sandbox\/vnpay\/pay\?/, { timeout: 20_000 });
}

test('a deal cancelled at the gateway: back on the deal page the unpaid order with Pay now; Choose another method cancels it and buying works again', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/deals');
  const cards = page.locator('[data-testid="deal-card"][data-deal-type="voucher"]:not([data-sold-out])');
  await cards.first().getByRole('heading').getByRole('link').click();
  await page.waitForURL(/\/deals\/[a-z0-9-]+-\d+$/);
  const dealPage = page.url();
  await expect(page.getByTestId('deal-page')).toBeVisible();
  await expect(page.getByTestId('deal-pending-order')).toHaveCount(0);

  await buyDealToGateway(page);
  await page.getByRole('button', { name: 'Hủy giao dịch' }).click();
  await page.waitForURL(/\/thanh-toan\/ket-qua\?transaction_id=/, { timeout: 20_000 });
  await expect(page.getByTestId('payment-result-gateway')).toContainText('Bạn đã hủy giao dịch tại cổng thanh toán.');

  // back on the deal page: not a refusal on the next purchase but the unpaid order and how to pay it
  await page.goto(dealPage);
  const pending = page.getByTestId('deal-pending-order');
  await expect(pending).toContainText('Đơn hàng đang chờ thanh toán', { timeout: 15_000 });
  await expect(pending.getByTestId('pending-order-code')).toHaveText(/^[A-Z0-9]{6,20}$/);
  await shoot(page, 'deal-pending-order-vi');
  await pending.getByRole('button', { name: 'Thanh toán ngay' }).click();
  await page.waitForURL(/\/sandbox\/vnpay\/pay\?/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Hủy giao dịch' }).click();
  await page.waitForURL(/\/thanh-toan\/ket-qua\?transaction_id=/, { timeout: 20_000 });

  // "Choose another method": the unpaid order is cancelled, the deal page again, and a new purchase reaches the gateway
  await page.goto(dealPage);
  await Promise.all([
    page.waitForEvent('framenavigated', { timeout: 20_000 }),
    page.getByTestId('deal-pending-order').getByRole('button', { name: 'Chọn phương thức khác' }).click(),
  ]);
  await expect(page).toHaveURL(dealPage);
  await expect(page.getByTestId('deal-page')).toBeVisible();
  await expect(page.getByTestId('deal-pending-order')).toHaveCount(0);
  await buyDealToGateway(page);
});
