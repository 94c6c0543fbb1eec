import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { TEXT, bookSelection, fillWhoIsStaying, openHotelForTwoRooms, prefixOf, type Lang } from './booking-steps';
import { isoAhead, openBuyDeal, productDate } from './helpers';

// Issue 33 §5, desktop and mobile (the projects): the terms of use, the privacy policy and each product's conditions
// are pages in Vietnamese and English, the footer links them, and every payment step says, right above its pay
// button, that paying accepts them, with links that open those pages.

const PAGES = [
  { path: '/dieu-khoan-su-dung', vi: 'Điều khoản sử dụng', en: 'Terms of use' },
  { path: '/chinh-sach-bao-mat', vi: 'Chính sách bảo mật', en: 'Privacy policy' },
  { path: '/dieu-kien-dat-phong', vi: 'Điều kiện đặt phòng khách sạn', en: 'Hotel booking conditions' },
  { path: '/dieu-kien-ve-may-bay', vi: 'Điều kiện vé máy bay', en: 'Flight ticket conditions' },
  { path: '/dieu-kien-voucher', vi: 'Điều kiện voucher', en: 'Voucher conditions' },
  { path: '/dieu-kien-combo', vi: 'Điều kiện combo', en: 'Combo conditions' },
] as const;
type Product = 'hotel' | 'flight' | 'voucher' | 'combo';
const CONDITIONS: Record<Product, (typeof PAGES)[number]> = { hotel: PAGES[2], flight: PAGES[3], voucher: PAGES[4], combo: PAGES[5] };
const LINE = {
  vi: (conditions: string) => `Bằng việc nhấn Thanh toán, bạn đồng ý với Điều khoản sử dụng, Chính sách bảo mật và ${conditions}.`,
  en: (conditions: string) => `By clicking Pay, you agree to the Terms of use, the Privacy policy and the ${conditions}.`,
};

for (const lang of ['vi', 'en'] as const) {
  test(`the terms, privacy and conditions pages render in ${lang}: title, description, canonical, indexable`, async ({ page }) => {
    for (const legal of PAGES) {
      const address = `${prefixOf(lang)}${legal.path}`;
      const answer = await page.goto(address);
      expect(answer?.status(), address).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal[lang]);
      await expect(page).toHaveTitle(`${legal[lang]} - Vivu Travel`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${address}$`));
      await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
      // the contents list leads to every section
      const contents = page.getByRole('navigation', { name: lang === 'vi' ? 'Nội dung' : 'Contents' }).getByRole('link');
      expect(await contents.count()).toBeGreaterThanOrEqual(5);
    }
  });

  test(`the footer links every policy page (${lang}) and each answers`, async ({ page }) => {
    await page.goto(prefixOf(lang) || '/');
    const policies = page
      .locator('footer section')
      .filter({ has: page.getByRole('heading', { name: lang === 'vi' ? 'Chính sách' : 'Policies' }) });
    const links = policies.getByRole('link');
    await expect(links).toHaveCount(PAGES.length);
    for (const [i, legal] of PAGES.entries()) {
      await expect(links.nth(i)).toHaveText(legal[lang]);
      await expect(links.nth(i)).toHaveAttribute('href', `${prefixOf(lang)}${legal.path}`);
      expect((await page.request.get(`${prefixOf(lang)}${legal.path}`)).status()).toBe(200);
    }
    await links.nth(0).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES[0][lang]);
  });
}

/**
 * The acceptance line of a payment step: its words, right above the pay button, named by the button, three links
 * that answer, and the product's conditions opening in a new tab while the checkout stays where it was.
 */
async function expectPayTerms(page: Page, scope: Locator, pay: Locator, lang: Lang, product: Product): Promise<void> {
  const conditions = CONDITIONS[product];
  const line = scope.getByTestId('pay-terms');
  await expect(line).toBeVisible();
  await expect(line).toHaveAttribute('data-product', product);
  // the links' hidden "(opens in a new tab)" aside
  const words = (
    await line.evaluate((p) =>
      Array.from(p.childNodes, (n) => (n.nodeType === 1 ? ((n as Element).firstChild?.textContent ?? '') : (n.textContent ?? ''))).join(''),
    )
  ).trim();
  expect(words).toBe(LINE[lang](conditions[lang]));
  const lineBox = (await line.boundingBox())!;
  const payBox = (await pay.boundingBox())!;
  expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(payBox.y + 1);
  await expect(pay).toHaveAttribute('aria-describedby', /(^| )pay-terms( |$)/);
  const links = line.getByRole('link');
  const expected = [PAGES[0].path, PAGES[1].path, conditions.path].map((path) => `${prefixOf(lang)}${path}`);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(expected);
  for (const href of expected) expect((await page.request.get(href)).status(), href).toBe(200);
  const before = page.url();
  const [tab] = await Promise.all([page.context().waitForEvent('page'), links.nth(2).click()]);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(conditions[lang]);
  await tab.close();
  expect(page.url()).toBe(before);
  await expect(pay).toBeVisible();
}

for (const lang of ['vi', 'en'] as const) {
  test(`hotel checkout, payment step (${lang}): the acceptance line above Thanh toán, links working, no axe violations`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openHotelForTwoRooms(page, lang);
    await bookSelection(page);
    await fillWhoIsStaying(page, lang);
    await page.getByRole('button', { name: TEXT[lang].continue, exact: true }).click();
    await expect(page).toHaveURL(/step=2/);
    await page.getByRole('button', { name: TEXT[lang].toPayment }).click();
    await expect(page).toHaveURL(/step=3/);
    await expect(page.getByRole('radiogroup')).toBeVisible({ timeout: 15_000 });
    const pay = page.getByRole('button', { name: lang === 'vi' ? 'Thanh toán' : 'Pay', exact: true });
    await expectPayTerms(page, page.locator('main'), pay, lang, 'hotel');
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      result.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      ),
    ).toEqual([]);
  });
}

test('flight checkout, payment step (en): the acceptance line with the flight ticket conditions', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`/en/ve-may-bay/tim-kiem?ap=HAN.SGN&dt=${productDate(isoAhead(16))}&ps=1.0.0`);
  const card = page.getByTestId('flight-card').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByTestId('choose-flight').click();
  await card.getByTestId('select-fare').first().click();
  await page.waitForURL(/\/en\/ve-may-bay\/dat-ve\/[0-9a-f-]{36}/, { timeout: 20_000 });
  const passenger = page.getByTestId('passenger-0');
  await passenger.getByLabel('Full name').fill('Nguyen Van An');
  const contact = page.getByTestId('flight-contact');
  await contact.getByLabel('Full name').fill('Nguyen Van An');
  await contact.getByLabel('Email').fill('an.nguyen@example.com');
  await contact.getByLabel('Phone number').fill('901234567');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/step=2/, { timeout: 15_000 });
  await expect(page.getByRole('radiogroup')).toBeVisible({ timeout: 15_000 });
  await expectPayTerms(page, page.locator('main'), page.getByRole('button', { name: 'Pay', exact: true }), 'en', 'flight');
});

test('buy-deal popup, payment step (vi): the acceptance line with the voucher conditions', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/deals');
  const cards = page.locator('[data-testid="deal-card"][data-deal-type="voucher"]:not([data-sold-out])');
  await expect(cards.first()).toBeVisible();
  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(page.getByTestId('deal-page')).toBeVisible();
  await openBuyDeal(page);
  const popup = page.getByTestId('buy-deal-popup');
  await popup.getByLabel('Họ và tên').fill('Nguyễn Văn An');
  await popup.getByLabel('Email').fill('an.nguyen@example.com');
  await popup.getByLabel('Số điện thoại').fill('0901234567');
  await popup.getByTestId('buy-deal-continue').click();
  await expect(popup.getByTestId('deal-payment-methods')).toBeVisible({ timeout: 15_000 });
  await expectPayTerms(page, popup, popup.getByTestId('buy-deal-pay'), 'vi', 'voucher');
});

test('combo checkout (vi): the acceptance line above Thanh toán with the combo conditions', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/combo');
  const cards = page.locator('[data-testid="deal-card"][data-deal-type="combo"]:not([data-sold-out])');
  await expect(cards.first()).toBeVisible();
  await cards.first().getByRole('heading').getByRole('link').click();
  const builder = page.getByTestId('combo-builder');
  await expect(builder).toBeVisible();
  // the first priced day three weeks out or later (nearer days are other journeys' stays)
  const earliest = isoAhead(21);
  for (let month = 0; month < 12; month += 1) {
    const grid = builder.getByTestId('combo-calendar');
    await expect(grid.locator('[data-testid^="combo-day-"]').first()).toBeVisible({ timeout: 20_000 });
    const priced = grid.locator('[data-testid^="combo-day-"]:not([aria-disabled])');
    const ids = await priced.evaluateAll((days) => days.map((day) => day.getAttribute('data-testid') ?? ''));
    const index = ids.findIndex((id) => id.replace('combo-day-', '') >= earliest);
    if (index >= 0) {
      await priced.nth(index).click();
      break;
    }
    await builder.getByTestId('combo-next-month').click();
  }
  await expect(builder.getByTestId('combo-outbound').getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
  await builder.getByTestId('combo-outbound').getByRole('radio').first().check();
  await builder.getByTestId('combo-inbound').getByRole('radio').first().check();
  await builder.getByTestId('combo-continue').click();
  await page.waitForURL(/\/combo\/dat-combo\/[A-Za-z0-9_-]{16,64}$/, { timeout: 20_000 });
  await expect(page.getByTestId('combo-summary')).toBeVisible({ timeout: 20_000 });
  await expectPayTerms(page, page.getByTestId('combo-summary'), page.getByTestId('combo-pay'), 'vi', 'combo');
});
