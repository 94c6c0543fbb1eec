import { expect, test, type Page } from '@playwright/test';

// Issue 16, "details that make the listing trustworthy": each test runs at 1366 px and at 390 px.

type Entry = { key: string; count: number };
type Item = { id: number; name_vi: string; is_sold_out: boolean; tags: string[] };
type SearchData = {
  total: number;
  available_total: number;
  all_sold_out: boolean;
  page_size: number;
  hotels: Item[];
  extra: { count_by_star: Entry[]; count_by_type: Entry[] };
};

const isMobile = (name: string) => name === 'mobile';
const FIXED_ALT = 'Chủ động cho chuyến đi, không cần chờ đợi. Hành trình tuyệt vời bắt đầu chỉ với một cú nhấp';

async function searchApi(page: Page, query: string): Promise<SearchData> {
  const response = await page.request.get(`/api/v2-hotel/hotels/search?${query}`);
  expect(response.status(), query).toBe(200);
  return (await response.json()).data as SearchData;
}

/** The filter box: the sidebar on a desktop, the drawer (opened here) on a phone. */
async function filters(page: Page, mobile: boolean) {
  if (!mobile) return page.getByTestId('filter-box');
  await page.getByTestId('tab-filter').click();
  const panel = page.getByTestId('filter-panel');
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('a listing a traveller can trust', () => {
  test('each card shows its discount once, beside the struck-through price', async ({ page }) => {
    await page.goto('/khach-san/ho-chi-minh');
    const prices = page.getByTestId('hotel-card').getByTestId('hotel-price');
    await expect(prices.first()).toBeVisible();
    const texts = await prices.allTextContents();
    const percents = texts.map((text) => text.match(/\d+\s?%/g)?.length ?? 0);
    expect(
      percents.some((n) => n === 1),
      'some card on the page has a discount',
    ).toBe(true);
    expect(percents.every((n) => n <= 1)).toBe(true);
    const discounted = page.getByTestId('discount-percent').first();
    await expect(discounted).toHaveText(/^Giảm \d+%$/);
    // side by side: the badge and the old price share a line
    const [badge, strike] = await Promise.all([discounted.boundingBox(), page.getByTestId('price-strikethrough').first().boundingBox()]);
    expect(Math.abs(badge!.y + badge!.height / 2 - (strike!.y + strike!.height / 2))).toBeLessThan(8);
  });

  test('the breadcrumb says how many hotels have rooms when some are sold out, and none when all are', async ({ page }) => {
    // the seed sells out ~3% of hotels for the first week: a big city has some
    const city = await searchApi(page, 'keyword=ho-chi-minh');
    expect(city.available_total).toBeLessThan(city.total);
    expect(city.available_total).toBeGreaterThan(0);
    await page.goto('/khach-san/ho-chi-minh');
    const breadcrumb = page.getByTestId('listing-breadcrumb');
    await expect(breadcrumb).toContainText(`${city.total} khách sạn tại`);
    await expect(breadcrumb).toContainText(`, ${city.available_total} còn phòng từ`);

    // a search of one sold-out hotel's name: every hotel it finds is sold out
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(city.total / city.page_size) }, (_, i) => searchApi(page, `keyword=ho-chi-minh&page=${i + 1}`)),
    );
    const soldOut = pages.flatMap((p) => p.hotels).filter((h) => h.is_sold_out);
    let query: string | null = null;
    for (const hotel of soldOut) {
      const candidate = `keyword=${encodeURIComponent(hotel.name_vi)}`;
      if ((await searchApi(page, candidate)).all_sold_out) {
        query = candidate;
        break;
      }
    }
    // a seed without one fails here instead of skipping (record 098)
    expect(query, 'a sold-out hotel with a name of its own is seeded').not.toBeNull();
    await page.goto(`/khach-san/tim-kiem?${query}`);
    await expect(page.getByTestId('sold-out-notice')).toBeVisible();
    await expect(breadcrumb).toContainText('đã hết phòng từ');
    await expect(breadcrumb).not.toContainText('có phòng');
    await expect(breadcrumb).not.toContainText('còn phòng');
  });

  test('filter options without hotels are not offered, a ticked one stays to be unticked', async ({ page }, info) => {
    const mobile = isMobile(info.project.name);
    const data = await searchApi(page, 'keyword=da-nang&star=5');
    const types = data.extra.count_by_type;
    const empty = types.filter((e) => e.count === 0).map((e) => e.key);
    const offered = types.filter((e) => e.count > 0).map((e) => e.key);
    expect(empty.length, 'a 5-star search leaves some accommodation type empty').toBeGreaterThan(0);
    await page.goto('/khach-san/da-nang?star=5');
    let box = await filters(page, mobile);
    await expect(box.getByTestId(`filter-type-${offered[0]}`)).toBeVisible();
    for (const key of empty) await expect(box.getByTestId(`filter-type-${key}`)).toHaveCount(0);
    for (const key of offered) await expect(box.getByTestId(`filter-type-${key}`)).toHaveCount(1);

    // ticked through the address, the empty option is listed, ticked and can be unticked
    await page.goto(`/khach-san/da-nang?star=5&type=${empty[0]}`);
    box = await filters(page, mobile);
    const ticked = box.getByTestId(`filter-type-${empty[0]}`);
    await expect(ticked).toBeChecked();
    await expect(ticked).toBeEnabled();
    await ticked.click();
    await expect(page).not.toHaveURL(/[?&]type=/);
  });

  test('the mobile filter drawer has one title and a "Xem N kết quả" button with the live count', async ({ page }, info) => {
    test.skip(!isMobile(info.project.name), "the drawer is the phone's filter");
    const all = await searchApi(page, 'keyword=da-nang');
    const fourStar = await searchApi(page, 'keyword=da-nang&star=4');
    await page.goto('/khach-san/da-nang');
    const panel = await filters(page, true);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Bộ lọc');
    await expect(dialog.getByText('Bộ lọc', { exact: true })).toHaveCount(1);
    const results = page.getByTestId('filter-panel-results');
    await expect(results).toHaveText(`Xem ${all.total} kết quả`);
    await panel.getByTestId('filter-star-4').click();
    await expect(page).toHaveURL(/[?&]star=4(&|$)/);
    await expect(results).toHaveText(`Xem ${fourStar.total} kết quả`);
    await results.click();
    await expect(page.getByTestId('filter-panel')).toHaveCount(0);
    await expect(page.getByTestId('listing-breadcrumb')).toContainText(`${fourStar.total} khách sạn`);
  });

  test('price ranges in USD read as round dollars', async ({ page, context, baseURL }, info) => {
    const mobile = isMobile(info.project.name);
    await context.addCookies([{ name: 'currency', value: 'USD', url: baseURL! }]);
    await page.goto('/en/khach-san/ho-chi-minh');
    await expect(page.getByTestId('price-amount').first()).toHaveText(/^\$[\d,]+\.\d{2}$/);
    const box = await filters(page, mobile);
    const labels = (await box.getByTestId('filter-group-price').locator('label').allTextContents()).map((l) =>
      l.replace(/\s*\(\d+\)$/, ''),
    );
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) expect(label).toMatch(/^(Under \$[\d,]+|Over \$[\d,]+|\$[\d,]+ - \$[\d,]+)$/);
    const rate = (await (await page.request.get('/api/common/exchange-rates/transfer/usd')).json()).data.rate as number;
    if (rate > 24_000 && rate < 26_300) {
      await expect(box.getByTestId('filter-price-500000-1000000').locator('xpath=ancestor::label')).toContainText('$20 - $40');
    }
  });

  test('tags read as current offers, in Vietnamese and English', async ({ page }) => {
    for (const path of ['/khach-san/ho-chi-minh', '/en/khach-san/ho-chi-minh']) {
      await page.goto(path);
      await expect(page.getByTestId('hotel-card').first()).toBeVisible();
      const cards = (await page.getByTestId('hotel-card').allTextContents()).join(' ');
      expect(cards).not.toMatch(/covid/i);
    }
    const data = await searchApi(page, 'keyword=ho-chi-minh');
    const tags = data.hotels.flatMap((h) => h.tags);
    expect(tags).not.toContain('covid-free-cancel');
    expect(tags.some((t) => t === 'free-cancellation' || t === 'breakfast-included')).toBe(true);
  });

  test('a banner without alt text for this screen size falls back to the fixed label', async ({ page }, info) => {
    const type = isMobile(info.project.name) ? 'MOBILE' : 'WIDESCREEN';
    const response = await page.request.get('/api/v2-common/banners/?position=home_slideshow&lang=vi');
    const banners = (await response.json()).data as { id: number; medias: { screen_type: string; alt: string | null }[] }[];
    const withoutAlt = banners.find((b) => b.medias.some((m) => !m.alt));
    expect(withoutAlt, 'the seed has a banner with a media without alt').toBeDefined();
    await page.goto('/');
    for (const banner of banners) {
      const media = banner.medias.find((m) => m.screen_type === type);
      const expected = media?.alt?.trim() || FIXED_ALT;
      const images = page.locator(`[data-banner-id="${banner.id}"] img`);
      await expect(images.first()).toHaveAttribute('alt', expected);
    }
  });
});
