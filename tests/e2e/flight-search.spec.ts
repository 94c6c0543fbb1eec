import { expect, test, type Locator, type Page } from '@playwright/test';

const isMobile = (name: string) => name === 'mobile';
const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (isoDate: string, days: number) => iso(new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000));

const dmy = (isoDate: string) => isoDate.split('-').reverse().join('-');

/** Picks a day in the antd calendar that the date field opens (loaded on first use); the field then shows it as DD-MM-YYYY. */
async function pickDay(page: Page, field: Locator, day: string) {
  const input = field.getByRole('textbox');
  const popup = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').last();
  await expect(async () => {
    if (!(await popup.isVisible())) await input.click();
    await expect(popup.locator('td.ant-picker-cell-in-view').first()).toBeVisible({ timeout: 2_000 });
    // one month step per attempt, towards the day: a count read right after a click could still see the old month
    // and step past the day's month for good. Every action has a timeout: the popup closes once a day is picked,
    // and a click waiting for a closed popup's button would hold the attempt until the test's end.
    const inView = popup.locator('td.ant-picker-cell-in-view');
    const [first, last] = [
      await inView.first().getAttribute('title', { timeout: 2_000 }),
      await inView.last().getAttribute('title', { timeout: 2_000 }),
    ];
    if (first && day < first) await popup.locator('.ant-picker-header-prev-btn').click({ timeout: 2_000 });
    if (last && day > last) await popup.locator('.ant-picker-header-next-btn').click({ timeout: 2_000 });
    await popup.locator(`td.ant-picker-cell-in-view[title="${day}"]`).click({ timeout: 2_000 });
    await expect(input).toHaveValue(dmy(day), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  if (await popup.isVisible()) await input.press('Escape');
}

async function pickAirport(field: Locator, text: string, label: RegExp) {
  const input = field.getByRole('combobox');
  await input.click();
  await input.fill(text);
  await expect(field.getByRole('option').first()).toBeVisible();
  await input.press('Enter');
  await expect(input).toHaveValue(label);
}

const prices = async (page: Page) => (await page.getByTestId('card-price').allTextContents()).map((t) => Number(t.replace(/[^\d]/g, '')));

for (const lang of ['vi', 'en'] as const) {
  test(`flights (${lang}): HAN -> DAD round trip for 2 adults and 1 infant, filter, sort, pick both legs`, async ({ page }, info) => {
    test.setTimeout(90_000);
    const mobile = isMobile(info.project.name);
    const prefix = lang === 'en' ? '/en' : '';
    await page.goto(`${prefix}/ve-may-bay`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('popular-routes').getByRole('link').first()).toBeVisible();

    const box = page.getByTestId('flight-search-box');
    await box.getByTestId('trip-round').check();
    await pickAirport(box.getByTestId('airport-origin'), 'ha noi', /\(HAN\)$/);
    await pickAirport(box.getByTestId('airport-destination'), 'da nang', /\(DAD\)$/);

    const today = iso(new Date(Date.now() + 7 * 3_600_000));
    const depart = addDays(today, 10);
    const back = addDays(depart, 3);
    await pickDay(page, box.getByTestId('depart-date'), depart);
    await pickDay(page, box.getByTestId('return-date'), back);

    await box.getByTestId('passengers-toggle').click();
    await box.getByTestId('infant-inc').click();
    // one adult carries one infant: the + says why it is disabled
    await expect(box.getByTestId('infant-inc')).toBeDisabled();
    await expect(box.getByTestId('infant-why')).toBeVisible();
    await box.getByTestId('adult-inc').click();
    await expect(box.getByTestId('infant-inc')).toBeEnabled();
    await expect(box.getByTestId('passengers-toggle')).toContainText('3');
    await box.getByTestId('passengers-toggle').click();
    await box.getByTestId('flight-search-submit').click();

    await expect(page).toHaveURL(`${prefix}/ve-may-bay/tim-kiem?ap=HAN.DAD&dt=${dmy(depart)}.${dmy(back)}&ps=2.0.1&leg=1`);
    await expect(page.getByTestId('flight-card').first()).toBeVisible();
    await expect(page.getByTestId('fare-calendar')).toBeVisible();

    // filter by airline (the first one with flights) and morning departures
    if (mobile) await page.getByTestId('filters-toggle').click();
    const filters = page.getByTestId('flight-filters');
    const airline = filters
      .locator('[data-testid^="filter-airline-"]')
      .filter({ has: page.locator('input:enabled') })
      .first();
    const code = ((await airline.getAttribute('data-testid')) ?? '').replace('filter-airline-', '');
    await airline.getByRole('checkbox').check();
    await expect(page).toHaveURL(new RegExp(`[?&]airlines=${code}(&|$)`));
    await expect
      .poll(async () =>
        (await page.getByTestId('flight-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-airline')))).every(
          (a) => a === code,
        ),
      )
      .toBe(true);
    const morning = filters.getByTestId('filter-time-from_8h_to_12h').getByRole('checkbox');
    const early = filters.getByTestId('filter-time-before_8h').getByRole('checkbox');
    await ((await morning.isEnabled()) ? morning : early).check();
    await expect(page).toHaveURL(/[?&]times=(from_8h_to_12h|before_8h)(&|$)/);
    await expect.poll(async () => (await page.getByTestId('depart-time').allTextContents()).every((t) => t < '12:00')).toBe(true);
    await expect(page.getByTestId('flight-card').first()).toBeVisible();

    // sort by price for all passengers with taxes and fees: cheapest first
    await page.getByTestId('sort-time_desc').click();
    await expect(page).toHaveURL(/[?&]sort=time_desc/);
    await page.getByTestId('sort-price').click();
    await page.getByTestId('price-view').selectOption('taxFee_all');
    await expect(page).toHaveURL(/[?&]pv=taxFee_all/);
    await expect
      .poll(async () => {
        const shown = await prices(page);
        return shown.length > 0 && shown.every((p, i) => i === 0 || p >= shown[i - 1]!);
      })
      .toBe(true);

    // the outbound fare, then the return fare -> the checkout
    const outbound = page.getByTestId('flight-card').first();
    await outbound.getByTestId('choose-flight').click();
    await outbound.getByTestId('select-fare').first().click();
    await expect(page).toHaveURL(/[?&]out=\d+-\d{8}\.\d+/);
    await expect(page.getByTestId('chosen-outbound')).toBeVisible();
    const inbound = page.getByTestId('flight-card').first();
    await expect(inbound).toBeVisible();
    await inbound.getByTestId('choose-flight').click();
    await inbound.getByTestId('select-fare').first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/ve-may-bay/dat-ve/[0-9a-f-]{36}`), { timeout: 20_000 });
  });
}

test('flight results: missing params show a readable message, not an error', async ({ page }) => {
  const response = await page.goto('/ve-may-bay/tim-kiem?ap=HAN.DAD');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('flight-search-problem')).toBeVisible();
  await expect(page.getByTestId('flight-search-box')).toBeVisible();
});

test('flight route page: indexable with canonical, hreflang and JSON-LD; unknown route 404', async ({ page }) => {
  const response = await page.goto('/ve-may-bay/ha-noi-di-da-nang-han-dad');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('route-heading')).toHaveText('Vé máy bay Hà Nội đi Đà Nẵng');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ve-may-bay\/ha-noi-di-da-nang-han-dad$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    /\/en\/ve-may-bay\/ha-noi-di-da-nang-han-dad$/,
  );
  expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
  expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBe(0);
  const en = await page.goto('/en/ve-may-bay/ha-noi-di-da-nang-han-dad');
  expect(en?.status()).toBe(200);
  await expect(page.getByTestId('route-heading')).toHaveText('Flights from Hanoi to Da Nang');
  const missing = await page.goto('/ve-may-bay/bangkok-di-singapore-bkk-sin');
  expect(missing?.status()).toBe(404);
});

test('flight pages keep to the site CSP: no violation reported (zod parses without its eval probe)', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => void (window as unknown as { reportViolation: (t: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const day = addDays(iso(new Date()), 20);
  for (const path of ['/ve-may-bay', `/ve-may-bay/tim-kiem?ap=HAN.DAD&dt=${dmy(day)}.${dmy(addDays(day, 4))}&ps=2.0.1&leg=1`]) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('fare strip: month by month with the arrows to the end of the sale window, days past it "Chưa mở bán", the wheel scrolls the days', async ({
  page,
}, info) => {
  const today = iso(new Date(Date.now() + 7 * 3_600_000));
  const lastSaleDay = addDays(today, 365);
  const depart = addDays(today, 340);
  await page.goto(`/ve-may-bay/tim-kiem?ap=HAN.DAD&dt=${dmy(depart)}&ps=1.0.0`);
  const strip = page.getByTestId('fare-calendar');
  await expect(strip.locator('[aria-current="date"]')).toHaveAttribute('data-date', depart);
  const next = page.getByTestId('calendar-next');
  for (let step = 0; step < 3 && (await next.isEnabled()); step++) {
    const month = await page.getByTestId('calendar-month').textContent();
    await next.click();
    await expect(page.getByTestId('calendar-month')).not.toHaveText(month ?? '');
    await expect(strip).toBeVisible();
  }
  await expect(next).toBeDisabled();
  const days = strip.getByTestId('calendar-day');
  await expect(days.first()).toHaveAttribute('data-date', `${lastSaleDay.slice(0, 7)}-01`);
  const shown = await days.evaluateAll((buttons) =>
    buttons.map((b) => ({ date: b.getAttribute('data-date') ?? '', text: b.textContent ?? '' })),
  );
  const past = shown.filter((d) => d.date > lastSaleDay);
  expect(
    past.every((d) => d.text.includes('Chưa mở bán') && !d.text.includes('Hết vé')),
    JSON.stringify(past),
  ).toBe(true);
  expect(shown.filter((d) => d.date <= lastSaleDay).some((d) => d.text.includes('₫'))).toBe(true);
  await page.getByTestId('calendar-prev').click();
  await expect(days.first()).toHaveAttribute('data-date', /-01$/);
  await expect(page.getByTestId('calendar-next')).toBeEnabled();
  if (info.project.name !== 'mobile') {
    // a mouse wheel over the days scrolls them sideways, the page stays where it is
    const list = strip.locator('ul');
    await list.hover();
    const pageY = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => list.evaluate((ul) => ul.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(pageY);
  }
});
