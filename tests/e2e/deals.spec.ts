import { expect, test, type Page } from '@playwright/test';
import { TEXT } from './booking-steps';
import { isoAhead, openBuyDeal, productDate } from './helpers';

// Issue 15's deals journey, desktop and mobile (the projects): browse /deals, open a hotel voucher deal, buy it in
// the buy-deal popup through the VNPay sandbox, read the voucher code on the order page, then book a night at the
// voucher's hotel inside its window paying with that code, and see that order paid by voucher.

// The gateway sandbox sends the browser back to SITE_URL (http://localhost:<port>): browse on that host so the
// guest's cookie goes with the return.
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? '3100'}` });

/** From /deals to the first voucher deal that is not sold out; answers its page address. */
async function openVoucherDeal(page: Page, prefix: '' | '/en'): Promise<string> {
  await page.goto(`${prefix}/deals`);
  const cards = page.locator('[data-testid="deal-card"][data-deal-type="voucher"]:not([data-sold-out])');
  await expect(cards.first()).toBeVisible();
  // the first row's thumbnails are sized 260x150
  const image = cards.first().locator('img');
  await expect(image).toHaveAttribute('width', '260');
  await expect(image).toHaveAttribute('height', '150');
  await cards.first().getByRole('heading').getByRole('link').click();
  await page.waitForURL(new RegExp(`${prefix}/deals/[a-z0-9-]+-\\d+$`));
  await expect(page.getByTestId('deal-page')).toBeVisible();
  return page.url();
}

test('home: the deals and combo rows under the search box link their lists; images are sized and lazy', async ({ page }) => {
  await page.goto('/');
  for (const [row, href] of [
    ['home-deals', '/deals'],
    ['home-combos', '/combo'],
  ] as const) {
    const section = page.getByTestId(row);
    await expect(section).toBeVisible();
    await expect(section.getByRole('link', { name: 'Xem tất cả' })).toHaveAttribute('href', href);
    const image = section.locator('img').first();
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '260');
  }
});

test('deals list in English: categories filter by link, a card opens its deal page; no CSP violation', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => void (window as unknown as { reportViolation: (t: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto('/en/deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Hotel deals' })).toBeVisible();
  const chips = page.getByTestId('deal-categories').getByRole('link');
  await chips.nth(1).click();
  await expect(page).toHaveURL(/\/en\/deals\?category=[a-z0-9-]+$/);
  await expect(page.getByTestId('deal-categories').locator('[aria-current="page"]')).toHaveCount(1);
  await openVoucherDeal(page, '/en');
  await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
  // the popup opens on a deal page in English
  await openBuyDeal(page);
  await expect(page.getByTestId('buy-deal-popup').getByRole('heading', { name: 'Buy this deal' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('buy-deal-popup')).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

/**
 * A one-night stay inside a voucher window, 30 days out at the earliest: the hotel may be the one other tests book
 * for the next few nights (hotel-page.spec needs two rooms there), so this stay keeps off their dates.
 */
const stayIn = (validFrom: string, validTo: string): string | null => {
  const earliest = isoAhead(30);
  const checkIn = validFrom > earliest ? validFrom : earliest;
  return checkIn < validTo ? checkIn : null;
};

/** The hotel page for one night from `checkIn`, answering whether one room can be chosen there. */
async function openStay(page: Page, hotelHref: string, checkIn: string): Promise<boolean> {
  const url = new URL(hotelHref, 'http://x');
  url.searchParams.set('checkInDate', productDate(checkIn));
  url.searchParams.set('nights', '1');
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByTestId('hotel-detail')).toBeVisible();
  return (await page.locator('[data-testid="room-count"]:not([disabled])').count()) > 0;
}

/** A voucher deal on the list whose hotel has a room for a night inside the voucher's window; answers its page. */
async function voucherDealWithRooms(page: Page): Promise<string> {
  await page.goto('/deals');
  const cards = page.locator('[data-testid="deal-card"][data-deal-type="voucher"]:not([data-sold-out])');
  await expect(cards.first()).toBeVisible();
  const hrefs = await cards
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  for (const href of hrefs.slice(0, 8)) {
    await page.goto(href);
    const validity = page.getByTestId('deal-validity');
    const checkIn = stayIn((await validity.getAttribute('data-valid-from'))!, (await validity.getAttribute('data-valid-to'))!);
    const hotel = await page.getByTestId('deal-hotel-link').getAttribute('href');
    if (checkIn && hotel && (await openStay(page, hotel, checkIn))) return href;
  }
  throw new Error('no voucher deal on the list has a room at its hotel inside its window');
}

test('buy a hotel voucher through the VNPay sandbox, then pay a stay at its hotel with the voucher code', async ({ page }) => {
  test.setTimeout(180_000);
  // browse: the list, a card, its page
  await openVoucherDeal(page, '');
  await page.goto(await voucherDealWithRooms(page));
  await expect(page.getByTestId('deal-page')).toBeVisible();

  // step 1: option, quantity, buyer
  await openBuyDeal(page);
  const popup = page.getByTestId('buy-deal-popup');
  await expect(popup.getByRole('heading', { name: 'Mua ưu đãi' })).toBeVisible();
  if (test.info().project.name === 'mobile') {
    // a full-screen sheet on a phone
    const box = (await popup.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(page.viewportSize()!.width - 1);
    expect(box.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1);
  }
  await popup.getByTestId('buy-deal-continue').click();
  // nothing typed: the buyer's fields say what is wrong and the step stays
  await expect(popup.locator('[aria-invalid="true"]')).toHaveCount(3);
  await popup.getByLabel('Họ và tên').fill('Nguyễn Văn An');
  await popup.getByLabel('Email').fill('an.nguyen@example.com');
  await popup.getByLabel('Số điện thoại').fill('0901234567');
  await popup.getByTestId('buy-deal-continue').click();

  // step 2: the methods of this purchase (never the voucher method), the total, Pay
  const methods = popup.getByTestId('deal-payment-methods');
  await expect(methods).toBeVisible({ timeout: 15_000 });
  await expect(methods.locator('#deal-method-payment_method_voucher')).toHaveCount(0);
  await popup.locator('#deal-method-payment_method_credit_card').check();
  await popup.getByTestId('buy-deal-pay').click();

  // the gateway's own page, signed by the site: pay with the test card
  await page.waitForURL(/\/sandbox\/vnpay\/pay\?/, { timeout: 20_000 });
  await page.getByRole('button', { name: /^(Thanh toán|Pay)$/ }).click();
  await page.waitForURL(/\/thanh-toan\/ket-qua\?transaction_id=/, { timeout: 20_000 });
  await expect(page.getByTestId('payment-result-status')).toHaveAttribute('data-status', /paid|confirmed/, { timeout: 20_000 });
  await page.getByRole('link', { name: /^(Xem đơn hàng|View order)$/ }).click();

  // the order: the deal and, paid, its voucher code with the hint and the hotel link
  await expect(page.getByTestId('order-deal')).toBeVisible();
  const voucher = page.getByTestId('order-voucher').first();
  await expect(voucher).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('order-voucher-hint')).toContainText('Dùng mã này khi thanh toán khách sạn bằng voucher');
  const code = (await voucher.getByTestId('voucher-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9-]{8,32}$/);
  const validFrom = (await voucher.getAttribute('data-valid-from'))!;
  const validTo = (await voucher.getAttribute('data-valid-to'))!;
  const hotelHref = (await voucher.getByTestId('voucher-hotel-link').getAttribute('href'))!;

  // a one-night stay for one adult at the voucher's hotel, inside its window
  const checkIn = stayIn(validFrom, validTo);
  expect(checkIn).not.toBeNull();
  expect(await openStay(page, hotelHref, checkIn!)).toBe(true);
  await page.locator('[data-testid="room-count"]:not([disabled])').first().selectOption('1');
  await page.getByTestId('book-button').click();
  await page.waitForURL(/\/dat-phong\/[0-9a-f-]{36}/, { timeout: 20_000 });
  await page.locator('#booker-name').fill('Nguyễn Văn An');
  await page.locator('#booker-email').fill('an.nguyen@example.com');
  await page.locator('#booker-phone').fill('901234567');
  const receiver = page.getByTestId('receiver-1');
  if (!(await receiver.getByRole('checkbox').isChecked())) {
    await receiver.getByLabel(TEXT.vi.fullName).fill('Nguyễn Văn An');
    await receiver.getByLabel(TEXT.vi.phone).fill('901234567');
  }
  await page.getByRole('button', { name: TEXT.vi.continue, exact: true }).click();
  await expect(page).toHaveURL(/step=2/);
  await page.getByRole('button', { name: TEXT.vi.toPayment }).click();
  await expect(page).toHaveURL(/step=3/);
  await expect(page.getByRole('radiogroup')).toBeVisible({ timeout: 15_000 });
  await page.locator('#payment-method-payment_method_voucher').check();
  await page.locator('#voucher-code').fill(code);
  await page.getByRole('button', { name: 'Dùng voucher' }).click();
  const pay = page.getByRole('button', { name: 'Thanh toán', exact: true });
  await expect(pay).toBeEnabled({ timeout: 15_000 });
  await pay.click();

  // the stay's order, paid by the voucher
  await expect(page.getByTestId('order-page')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', /paid|confirmed/, { timeout: 20_000 });
  await expect(page.getByTestId('order-payment')).toContainText(/voucher/i);
});
