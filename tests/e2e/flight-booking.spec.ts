import { expect, test, type Page } from '@playwright/test';
import { isoAhead, productDate } from './helpers';

// Issue 14's journey, desktop and mobile (the projects), Vietnamese and English: a HAN -> DAD round trip for
// 2 adults and 1 infant from the results page, filtered by airline and morning departures, sorted by price,
// both legs picked, baggage added, passengers entered, paid through the VNPay sandbox, the order with both legs.

// The gateway sandbox sends the browser back to SITE_URL (http://localhost:<port> on the e2e server): browse on
// that host so the guest's cookie goes with the return.
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? '3100'}` });

type Lang = 'vi' | 'en';
const TEXT = {
  vi: {
    fullName: 'Họ và tên',
    dob: 'Ngày sinh',
    title: 'Danh xưng',
    email: 'Email',
    phone: 'Số điện thoại',
    next: 'Tiếp tục',
    pay: 'Thanh toán',
    payment: 'Chọn phương thức thanh toán',
  },
  en: {
    fullName: 'Full name',
    dob: 'Date of birth',
    title: 'Title',
    email: 'Email',
    phone: 'Phone number',
    next: 'Continue',
    pay: 'Pay',
    payment: 'Choose payment method',
  },
} as const;

const amount = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** Filter the list on screen by its first airline with flights and the morning (or early) departures, then sort by price. */
async function filterAndSort(page: Page, mobile: boolean): Promise<void> {
  if (mobile) await page.getByTestId('filters-toggle').click();
  const filters = page.getByTestId('flight-filters');
  // one visible filter heading (on a phone the toggle button names the panel)
  await expect(filters).toBeVisible();
  const heading = ((await page.locator('#flight-filters-title').textContent()) ?? '').trim();
  expect(
    await page
      .getByText(heading, { exact: true })
      .evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetWidth > 1 && (e as HTMLElement).offsetHeight > 1).length),
  ).toBe(1);
  const airline = filters
    .locator('[data-testid^="filter-airline-"]')
    .filter({ has: page.locator('input:enabled') })
    .first();
  const code = ((await airline.getAttribute('data-testid')) ?? '').replace('filter-airline-', '');
  await airline.getByRole('checkbox').check();
  await expect(page).toHaveURL(new RegExp(`[?&]airlines=${code}(&|$)`));
  const morning = filters.getByTestId('filter-time-from_8h_to_12h').getByRole('checkbox');
  const early = filters.getByTestId('filter-time-before_8h').getByRole('checkbox');
  await ((await morning.isEnabled()) ? morning : early).check();
  await expect(page).toHaveURL(/[?&]times=(from_8h_to_12h|before_8h)(&|$)/);
  if (mobile && (await page.getByTestId('filters-toggle').getAttribute('aria-expanded')) === 'true')
    await page.getByTestId('filters-toggle').click();
  // away from the default and back: price, cheapest first
  await page.getByTestId('sort-time_desc').click();
  await expect(page).toHaveURL(/[?&]sort=time_desc/);
  await page.getByTestId('sort-price').click();
  await expect(page).not.toHaveURL(/[?&]sort=time_desc/);
  await expect
    .poll(async () => {
      const shown = (await page.getByTestId('card-price').allTextContents()).map(amount);
      return shown.length > 0 && shown.every((p, i) => i === 0 || p >= shown[i - 1]!);
    })
    .toBe(true);
}

async function pickFirstFare(page: Page): Promise<void> {
  const card = page.getByTestId('flight-card').first();
  await expect(card).toBeVisible();
  await card.getByTestId('choose-flight').click();
  await card.getByTestId('select-fare').first().click();
}

async function fillPassengers(page: Page, lang: Lang, departIso: string): Promise<void> {
  const t = TEXT[lang];
  const names = ['Nguyễn Văn An', 'Trần Thị Bình', 'Nguyễn Bé Na'];
  for (const [i, name] of names.entries()) {
    const block = page.getByTestId(`passenger-${i}`);
    await block.getByLabel(t.fullName).fill(name);
    await block.getByLabel(t.fullName).blur();
    // as the ticket prints it: no accents, upper case
    await expect(block.getByLabel(t.fullName)).toHaveValue(
      name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/đ/gi, 'D')
        .toUpperCase(),
    );
  }
  await page.getByTestId('passenger-1').getByLabel(t.title).selectOption('MS');
  const infant = page.getByTestId('passenger-2');
  await infant.getByLabel(t.title).selectOption('MISS');
  const [y, m, d] = departIso.split('-');
  // the DD/MM/YYYY picker takes a typed date with Enter
  await infant.getByLabel(t.dob).fill(`${d}/${m}/${Number(y) - 1}`);
  await infant.getByLabel(t.dob).press('Enter');
  await expect(infant.getByLabel(t.dob)).toHaveValue(`${d}/${m}/${Number(y) - 1}`);
  const contact = page.getByTestId('flight-contact');
  await contact.getByLabel(t.fullName).fill('Nguyễn Văn An');
  await contact.getByLabel(t.email).fill('an.nguyen@example.com');
  await contact.getByLabel(t.phone).fill('901234567');
}

/** Extra baggage for the first adult on both legs (the first option of each). */
async function addBaggage(page: Page): Promise<void> {
  const adult = page.getByTestId('passenger-0');
  for (const leg of [0, 1]) await adult.locator(`#passenger-0-baggage-${leg}`).selectOption({ index: 1 });
}

for (const lang of ['vi', 'en'] as const) {
  test(`flight booking (${lang}): HAN -> DAD round trip for 2 adults and 1 infant, baggage, VNPay sandbox, the order with both legs`, async ({
    page,
  }, info) => {
    test.setTimeout(150_000);
    const t = TEXT[lang];
    const prefix = lang === 'en' ? '/en' : '';
    const depart = isoAhead(10);
    const back = isoAhead(13);
    await page.goto(`${prefix}/ve-may-bay/tim-kiem?ap=HAN.DAD&dt=${productDate(depart)}.${productDate(back)}&ps=2.0.1&leg=1`);
    await expect(page.getByTestId('flight-card').first()).toBeVisible();

    // outbound, then return (the return list keeps its own filters and sort)
    await filterAndSort(page, info.project.name === 'mobile');
    await pickFirstFare(page);
    await expect(page.getByTestId('chosen-outbound')).toBeVisible();
    await expect(page.getByTestId('flight-card').first()).toBeVisible();
    await pickFirstFare(page);
    await page.waitForURL(/\/ve-may-bay\/dat-ve\/[0-9a-f-]{36}/, { timeout: 20_000 });

    // step 1: the summary of both legs, the hold, the passengers by type
    await expect(page.getByTestId('hold-countdown')).toBeVisible();
    await expect(page.getByTestId('flight-leg-0')).toContainText('HAN');
    await expect(page.getByTestId('flight-leg-1')).toContainText('DAD');
    await expect(page.getByTestId('flight-leg-0')).toContainText(/\d\dh:\d\dm/);
    await expect(page.getByTestId('flight-passenger-count')).toContainText('3');
    await expect(page.locator('[data-testid^="passenger-"][data-type]')).toHaveCount(3);
    const before = amount(await page.getByTestId('fare-total').innerText());
    await fillPassengers(page, lang, depart);
    await addBaggage(page);
    await expect(page.getByTestId('baggage-pending')).toBeVisible();
    // the total follows the baggage at once (before Continue); a phone keeps it in view in the bottom bar
    const baggage = amount((await page.getByTestId('fare-baggage').textContent()) ?? '');
    expect(baggage).toBeGreaterThan(0);
    expect(amount((await page.getByTestId('fare-total').textContent()) ?? '')).toBe(before + baggage);
    if (info.project.name === 'mobile') {
      await expect(page.getByTestId('fare-toggle')).toBeInViewport();
      expect(amount(await page.getByTestId('fare-toggle').innerText())).toBe(before + baggage);
    }
    await expect(page.getByTestId('checkout-cancellation-sentence')).toHaveText(
      /Miễn phí hủy|Free cancellation|Không hoàn hủy|Non-refundable|Hoàn vé có phí|Refundable for a fee|Hoàn một phần|Partly refundable/,
    );
    await page.getByRole('button', { name: t.next, exact: true }).click();

    // step 2: the server's quote holds the same baggage; the passengers to review before paying
    await expect(page).toHaveURL(/step=2/, { timeout: 15_000 });
    const after = amount((await page.getByTestId('fare-total').textContent()) ?? '');
    expect(after).toBe(before + baggage);
    const review = page.getByTestId('flight-review');
    await expect(review).toContainText('NGUYEN VAN AN');
    await expect(review).toContainText('TRAN THI BINH');
    await expect(review).toContainText('kg');
    await expect(page.getByRole('heading', { name: t.payment })).toBeVisible();
    await expect(page.getByRole('radiogroup')).toBeVisible({ timeout: 15_000 });
    const card = page.locator('#payment-method-payment_method_credit_card');
    await card.check();
    await expect(card).toBeChecked();
    await expect(page.getByRole('button', { name: t.pay, exact: true })).toBeEnabled({ timeout: 15_000 });
    // the card's fee joins the box: one total, the one the method list charges
    await expect(page.getByTestId('fare-payment-fee')).toHaveCount(1); // inside the folded bar on a phone
    const fee = amount((await page.getByTestId('fare-payment-fee').textContent()) ?? '');
    expect(fee).toBeGreaterThan(0);
    const charged = amount((await page.getByTestId('method-total').textContent()) ?? '');
    expect(charged).toBe(after + fee);
    expect(amount((await page.getByTestId('fare-total').textContent()) ?? '')).toBe(charged);
    // a reload keeps the method, the baggage and the total (the server has them)
    await page.reload();
    await expect(card).toBeChecked({ timeout: 15_000 });
    expect(amount((await page.getByTestId('fare-baggage').textContent()) ?? '')).toBe(baggage);
    await expect(page.getByTestId('fare-payment-fee')).toHaveCount(1); // inside the folded bar on a phone
    expect(amount((await page.getByTestId('fare-total').textContent()) ?? '')).toBe(charged);
    await expect(page.getByTestId('payment-cancellation')).toBeVisible();
    const pay = page.getByRole('button', { name: t.pay, exact: true });
    await expect(pay).toBeEnabled({ timeout: 15_000 });
    await pay.click();

    // the gateway's own page, signed by the site: pay with the test card
    await page.waitForURL(/\/sandbox\/vnpay\/pay\?/, { timeout: 20_000 });
    await page.getByRole('button', { name: /^(Thanh toán|Pay)$/ }).click();
    await page.waitForURL(/\/thanh-toan\/ket-qua\?transaction_id=/, { timeout: 20_000 });
    await expect(page.getByTestId('payment-result-status')).toHaveAttribute('data-status', /paid|confirmed/, { timeout: 20_000 });
    // the gateway returns to the payment result page in the order's language (issue 37 §4)
    expect(new URL(page.url()).pathname).toBe(`${prefix}/thanh-toan/ket-qua`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.getByRole('link', { name: lang === 'en' ? 'View order' : 'Xem đơn hàng', exact: true }).click();

    // the order: both legs, the passengers with the baggage bought, the fare breakdown
    await expect(page.getByTestId('order-page')).toBeVisible();
    await expect(page.getByTestId('flight-leg-0')).toBeVisible();
    await expect(page.getByTestId('flight-leg-1')).toBeVisible();
    const people = page.getByTestId('order-flight-passenger');
    await expect(people).toHaveCount(3);
    await expect(people.first()).toContainText('NGUYEN VAN AN');
    await expect(people.first()).toContainText('kg');
    expect(amount(await page.getByTestId('order-total').innerText())).toBeGreaterThanOrEqual(after);
  });
}
