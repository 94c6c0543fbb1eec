import { expect, test, type Page } from '@playwright/test';
import { isoAhead } from './helpers';

// Issue 15's combo journey, desktop and mobile (the projects): open a flight + hotel combo deal, pick a departure
// day in its month calendar, choose both flights, continue to the checkout, enter the adults and the contact, pay
// through the VNPay sandbox, and see the order with both legs and the stay.

// The gateway sandbox sends the browser back to SITE_URL (http://localhost:<port>): browse on that host so the
// guest's cookie goes with the return.
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? '3100'}` });

/** From /combo to the first combo deal not sold out; answers its address. */
async function openComboDeal(page: Page): Promise<void> {
  await page.goto('/combo');
  const cards = page.locator('[data-testid="deal-card"][data-deal-type="combo"]:not([data-sold-out])');
  await expect(cards.first()).toBeVisible();
  await cards.first().getByRole('heading').getByRole('link').click();
  await page.waitForURL(/\/deals\/[a-z0-9-]+-\d+$/);
  await expect(page.getByTestId('deal-page')).toHaveAttribute('data-deal-type', 'combo');
}

/**
 * The first day of the calendar with a price 20 days out or later, moving month by month (at most a year): the combo
 * hotel may be the one other tests book for the next few nights (hotel-page.spec needs two rooms there).
 */
async function firstPricedDay(page: Page) {
  const builder = page.getByTestId('combo-builder');
  const earliest = isoAhead(20);
  for (let month = 0; month < 12; month += 1) {
    const grid = builder.getByTestId('combo-calendar');
    await expect(grid.locator('[data-testid^="combo-day-"]').first()).toBeVisible({ timeout: 20_000 });
    const priced = grid.locator('[data-testid^="combo-day-"]:not([aria-disabled])');
    const ids = await priced.evaluateAll((days) => days.map((day) => day.getAttribute('data-testid') ?? ''));
    const index = ids.findIndex((id) => id.replace('combo-day-', '') >= earliest);
    if (index >= 0) return priced.nth(index);
    await builder.getByTestId('combo-next-month').click();
  }
  throw new Error('no departure day with a price in a year of the combo window');
}

test('build a combo from its month calendar, pay it through the VNPay sandbox, see both legs and the stay', async ({ page }) => {
  test.setTimeout(180_000);
  await openComboDeal(page);
  const builder = page.getByTestId('combo-builder');
  await expect(builder).toBeVisible();

  // the calendar: unavailable days disabled, the cheapest marked; pick a priced day
  const day = await firstPricedDay(page);
  await expect(builder.locator('[data-cheapest="true"]')).toHaveCount(1);
  // a grid with one day in the tab order (the cheapest), labelled with its date, price and "rẻ nhất"; arrows move it
  const grid = builder.getByRole('grid');
  const tabbable = grid.locator('button[tabindex="0"]');
  await expect(tabbable).toHaveCount(1);
  await expect(tabbable).toHaveAttribute('aria-label', /^.+ \d{4}, .+ mỗi người lớn, rẻ nhất$/);
  await tabbable.focus();
  const focusedBefore = await tabbable.getAttribute('data-testid');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  const focusedAfter = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
  expect(focusedAfter).toMatch(/^combo-day-/);
  expect(await grid.locator('button[tabindex="0"]').getAttribute('data-testid')).toBe(focusedAfter);
  expect(focusedBefore).toMatch(/^combo-day-/);
  const date = (await day.getAttribute('data-testid'))!.replace('combo-day-', '');
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');

  // both lists, the first choice of each taken; the stay and the total
  const outbound = builder.getByTestId('combo-outbound');
  const inbound = builder.getByTestId('combo-inbound');
  await expect(outbound.getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
  await outbound.getByRole('radio').first().check();
  await inbound.getByRole('radio').first().check();
  await expect(builder.getByTestId('combo-stay')).toContainText(`${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`);
  await expect(builder.getByTestId('combo-total')).toHaveText(/\d/);
  await builder.getByTestId('combo-continue').click();

  // checkout: summary, adults, contact, method, Pay
  await page.waitForURL(/\/combo\/dat-combo\/[A-Za-z0-9_-]{16,64}$/, { timeout: 20_000 });
  const summary = page.getByTestId('combo-summary');
  await expect(summary).toBeVisible({ timeout: 20_000 });
  await expect(summary.getByTestId('combo-leg-0')).toBeVisible();
  await expect(summary.getByTestId('combo-leg-1')).toBeVisible();
  // a phone keeps the total in view at the bottom while the form is filled; a desktop has it beside the form
  const bar = page.getByTestId('combo-total-bar');
  if (test.info().project.name === 'mobile') {
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText((await summary.getByTestId('combo-checkout-total').innerText()).trim());
  } else await expect(bar).toBeHidden();
  // nothing typed: Pay shows what is wrong and stays
  await page.getByTestId('combo-pay').click();
  await expect(page.locator('[data-testid="combo-checkout-form"] [aria-invalid="true"]').first()).toBeVisible();
  // the flight checkout's passenger fields: the name as the ticket prints it; nationality and passport abroad
  const adults = page.locator('[data-testid="combo-checkout-form"] fieldset[data-type="adult"]');
  const count = await adults.count();
  expect(count).toBeGreaterThanOrEqual(1);
  for (let i = 0; i < count; i += 1) {
    await page.locator(`#passenger-${i}-name`).fill(`Nguyễn Văn ${['An', 'Bình', 'Chi', 'Dũng'][i % 4]}`);
    await page.locator(`#passenger-${i}-name`).blur();
    await expect(page.locator(`#passenger-${i}-name`)).toHaveValue(/^NGUYEN VAN [A-Z]+$/);
    if ((await page.locator(`#passenger-${i}-nationality`).count()) > 0) {
      await page.locator(`#passenger-${i}-nationality`).selectOption('VN');
      await page.locator(`#passenger-${i}-passport`).fill(`B123456${i}`);
      await page.locator(`#passenger-${i}-passport-expiry`).fill('31/12/2035');
      await page.locator(`#passenger-${i}-passport-expiry`).press('Enter');
    }
  }
  await expect(summary.getByTestId('combo-stay-dates')).toContainText(/\d{2}\/\d{2}\/\d{4} → \d{2}\/\d{2}\/\d{4}/);
  await page.getByTestId('combo-contact-fullName').fill('Nguyễn Văn An');
  await page.getByTestId('combo-contact-email').fill('an.nguyen@example.com');
  await page.getByTestId('combo-contact-phone').fill('0901234567');
  await expect(page.getByTestId('combo-method-payment_method_voucher')).toHaveCount(0);
  await page.getByTestId('combo-method-payment_method_credit_card').check();
  await page.getByTestId('combo-pay').click();

  // the gateway's own page, signed by the site: pay with the test card
  await page.waitForURL(/\/sandbox\/vnpay\/pay\?/, { timeout: 20_000 });
  await page.getByRole('button', { name: /^(Thanh toán|Pay)$/ }).click();
  await page.waitForURL(/\/thanh-toan\/ket-qua\?transaction_id=/, { timeout: 20_000 });
  await expect(page.getByTestId('payment-result-status')).toHaveAttribute('data-status', /paid|confirmed/, { timeout: 20_000 });
  await page.getByRole('link', { name: /^(Xem đơn hàng|View order)$/ }).click();

  // the order: the stay, both legs and the adults
  await expect(page.getByTestId('order-page')).toBeVisible();
  await expect(page.getByTestId('order-combo-stay')).toBeVisible();
  await expect(page.getByTestId('flight-leg-0')).toBeVisible();
  await expect(page.getByTestId('flight-leg-1')).toBeVisible();
  await expect(page.getByTestId('order-flight-passenger')).toHaveCount(count);
});

test('a combo checkout nobody owns (or lapsed) says so and links back', async ({ page }) => {
  await page.goto('/combo/dat-combo/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  const panel = page.getByTestId('combo-lapsed');
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(panel).toContainText('Combo của bạn đã hết hạn lưu, vui lòng chọn lại');
  await expect(panel.getByRole('link', { name: 'Chọn lại combo' })).toHaveAttribute('href', '/combo');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
