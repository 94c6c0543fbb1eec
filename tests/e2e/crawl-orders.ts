import { expect, type Browser, type Cookie, type Page } from '@playwright/test';
import { TEXT, bookSelection, fillWhoIsStaying, openHotelForTwoRooms, type Lang } from './booking-steps';
import { isoAhead, openBuyDeal, productDate } from './helpers';

// The site crawl's world: a fresh member with one paid order of each product (hotel, flight, voucher, combo), made
// through the site as a traveller makes them, and the demo member (loyalty activity, rewards) for the account pages.

export const SITE = `http://localhost:${process.env.E2E_PORT ?? '3100'}`;
const DEMO = { email: 'demo@example.com', password: 'Demo@12345' };

export type World = {
  member: Cookie[];
  demo: Cookie[];
  orders: { hotel: string; flight: string; voucher: string; combo: string };
  paymentResult: string;
  voucherDeal: string;
  comboDeal: string;
};

/** Pays the order on screen through the VNPay sandbox; answers the payment result's address and the order code. */
async function payByVnpay(page: Page): Promise<{ result: string; code: string }> {
  await page.waitForURL(/\/sandbox\/vnpay\/pay\?/, { timeout: 20_000 });
  await page.getByRole('button', { name: /^(Thanh toán|Pay)$/ }).click();
  await page.waitForURL(/\/thanh-toan\/ket-qua\?transaction_id=/, { timeout: 20_000 });
  await expect(page.getByTestId('payment-result-status')).toHaveAttribute('data-status', /paid|confirmed/, { timeout: 20_000 });
  const result = new URL(page.url()).pathname + new URL(page.url()).search;
  await page.getByRole('link', { name: /^(Xem đơn hàng|View order)$/ }).click();
  await page.waitForURL(/\/don-hang\/[A-Z0-9]+/);
  return { result, code: new URL(page.url()).pathname.split('/').pop()! };
}

/** Hotel checkout steps 1 and 2 of the request on screen, up to step 3's method list; `check` on each step. */
export async function hotelToStep3(page: Page, lang: Lang = 'vi', check: (label: string) => Promise<void> = async () => {}): Promise<void> {
  await check('checkout step 1');
  await fillWhoIsStaying(page, lang);
  await page.getByRole('button', { name: TEXT[lang].continue, exact: true }).click();
  await expect(page).toHaveURL(/step=2/);
  await check('checkout step 2');
  await page.getByRole('button', { name: TEXT[lang].toPayment }).click();
  await expect(page).toHaveURL(/step=3/);
  await expect(page.getByRole('radiogroup')).toBeVisible({ timeout: 15_000 });
  await check('checkout step 3');
}

async function hotelOrder(page: Page): Promise<{ result: string; code: string }> {
  // a stay of its own, weeks out: the default night is the one every other journey books
  await openHotelForTwoRooms(page, 'vi', { checkInDate: productDate(isoAhead(45)), nights: '1' });
  await bookSelection(page);
  await hotelToStep3(page);
  await page.locator('#payment-method-payment_method_credit_card').check();
  const pay = page.getByRole('button', { name: 'Thanh toán', exact: true });
  await expect(pay).toBeEnabled({ timeout: 15_000 });
  await pay.click();
  return payByVnpay(page);
}

/** A one-way flight for one adult from the results to its checkout (`/ve-may-bay/dat-ve/<id>`). */
export async function openFlightCheckout(page: Page, prefix: '' | '/en' = ''): Promise<void> {
  await page.goto(`${prefix}/ve-may-bay/tim-kiem?ap=HAN.DAD&dt=${productDate(isoAhead(16))}&ps=1.0.0`);
  const card = page.getByTestId('flight-card').first();
  await expect(card).toBeVisible();
  await card.getByTestId('choose-flight').click();
  await card.getByTestId('select-fare').first().click();
  await page.waitForURL(/\/ve-may-bay\/dat-ve\/[0-9a-f-]{36}/, { timeout: 20_000 });
  await expect(page.getByTestId('hold-countdown')).toBeVisible();
}

async function flightOrder(page: Page): Promise<string> {
  await openFlightCheckout(page);
  const block = page.getByTestId('passenger-0');
  await block.getByLabel('Họ và tên').fill('Nguyễn Văn An');
  await block.getByLabel('Họ và tên').blur();
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
  return (await payByVnpay(page)).code;
}

/** The first deal of a kind on its list that is not sold out; answers its page's address (without the language). */
async function firstDeal(page: Page, type: 'voucher' | 'combo'): Promise<string> {
  await page.goto(type === 'combo' ? '/combo' : '/deals');
  const cards = page.locator(`[data-testid="deal-card"][data-deal-type="${type}"]:not([data-sold-out])`);
  await expect(cards.first()).toBeVisible();
  return (await cards.first().getByRole('heading').getByRole('link').getAttribute('href'))!;
}

async function voucherOrder(page: Page, deal: string): Promise<string> {
  await page.goto(deal);
  await openBuyDeal(page);
  const popup = page.getByTestId('buy-deal-popup');
  await popup.getByLabel('Họ và tên').fill('Nguyễn Văn An');
  await popup.getByLabel('Email').fill('an.nguyen@example.com');
  await popup.getByLabel('Số điện thoại').fill('0901234567');
  await popup.getByTestId('buy-deal-continue').click();
  await expect(popup.getByTestId('deal-payment-methods')).toBeVisible({ timeout: 15_000 });
  await popup.locator('#deal-method-payment_method_credit_card').check();
  await popup.getByTestId('buy-deal-pay').click();
  return (await payByVnpay(page)).code;
}

/** On a combo deal's page: a priced departure day 20 days out or later, both flights, on to the combo checkout. */
export async function openComboCheckout(page: Page, deal: string): Promise<void> {
  await page.goto(deal);
  const builder = page.getByTestId('combo-builder');
  const earliest = isoAhead(20);
  for (let month = 0; ; month += 1) {
    if (month === 12) throw new Error('no departure day with a price in a year of the combo window');
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
}

async function comboOrder(page: Page, deal: string): Promise<string> {
  await openComboCheckout(page, deal);
  const adults = await page.locator('[data-testid="combo-checkout-form"] fieldset[data-type="adult"]').count();
  for (let i = 0; i < adults; i += 1) {
    await page.locator(`#passenger-${i}-name`).fill(`Nguyễn Văn ${['An', 'Bình', 'Chi', 'Dũng'][i % 4]}`);
    if ((await page.locator(`#passenger-${i}-nationality`).count()) > 0) {
      await page.locator(`#passenger-${i}-nationality`).selectOption('VN');
      await page.locator(`#passenger-${i}-passport`).fill(`B123456${i}`);
      await page.locator(`#passenger-${i}-passport-expiry`).fill('31/12/2035');
      await page.locator(`#passenger-${i}-passport-expiry`).press('Enter');
    }
  }
  await page.getByTestId('combo-contact-fullName').fill('Nguyễn Văn An');
  await page.getByTestId('combo-contact-email').fill('an.nguyen@example.com');
  await page.getByTestId('combo-contact-phone').fill('0901234567');
  await page.getByTestId('combo-method-payment_method_credit_card').check();
  await page.getByTestId('combo-pay').click();
  return (await payByVnpay(page)).code;
}

/** Registers a new member on the built-in sign-on pages (the demo member's order list is other tests' fixture). */
async function registerMember(page: Page): Promise<void> {
  await page.goto(`/sso/register?callbackUrl=${encodeURIComponent(`${SITE}/`)}`);
  await page.getByLabel('Họ').fill('Phạm');
  await page.getByLabel('Tên', { exact: true }).fill('Crawl');
  await page.getByLabel('Email').fill(`crawl-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByLabel('Số điện thoại di động').fill('0912 345 678');
  await page.getByLabel('Mật khẩu').fill('Hanoi-Pho-2026');
  await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sso'));
}

async function signInDemo(page: Page): Promise<void> {
  await page.goto(`/sso/login?callbackUrl=${encodeURIComponent(`${SITE}/`)}`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Mật khẩu').fill(DEMO.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sso'));
}

/** The crawl's world, made on a desktop-sized page of its own (the flows are other specs' on every width). */
export async function makeWorld(browser: Browser): Promise<World> {
  const context = await browser.newContext({ baseURL: SITE, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await registerMember(page);
  const hotel = await hotelOrder(page);
  const flight = await flightOrder(page);
  const voucherDeal = await firstDeal(page, 'voucher');
  const voucher = await voucherOrder(page, voucherDeal);
  const comboDeal = await firstDeal(page, 'combo');
  const combo = await comboOrder(page, comboDeal);
  const member = await context.cookies();
  await context.close();

  const demoContext = await browser.newContext({ baseURL: SITE });
  const demoPage = await demoContext.newPage();
  await signInDemo(demoPage);
  const demo = await demoContext.cookies();
  await demoContext.close();
  const bare = (address: string) => address.replace(/^\/en(?=\/)/, '');
  return {
    member,
    demo,
    orders: { hotel: hotel.code, flight, voucher, combo },
    paymentResult: hotel.result,
    voucherDeal: bare(voucherDeal),
    comboDeal: bare(comboDeal),
  };
}
