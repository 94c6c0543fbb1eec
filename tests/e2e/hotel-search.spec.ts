import { expect, test, type Page } from '@playwright/test';

const isMobile = (name: string) => name === 'mobile';

async function searchApi(page: Page, query: string) {
  const response = await page.request.get(`/api/v2-hotel/hotels/search?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data as { total: number; hotels: { id: number; name_vi: string }[] };
}

/** Reads the nightly prices shown on the cards, in VND. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('hotel-card').getByTestId('price-amount').allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d]/g, '')));
}

test.describe('hotel discovery', () => {
  test('type "da nang", pick with the keyboard, filter, sort, map, open a hotel', async ({ page }, info) => {
    const mobile = isMobile(info.project.name);
    await page.goto('/');
    await page.getByTestId('search-input').click();
    const input = mobile ? page.getByTestId('search-overlay').getByRole('combobox') : page.getByTestId('search-input');
    await input.fill('da nang');
    const list = page.getByTestId('suggestion-list');
    await expect(list.getByTestId('suggestion-region').first()).toContainText('Đà Nẵng');
    await input.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', /.+/);
    await input.press('Enter');
    if (mobile) await expect(page.getByTestId('search-overlay')).toHaveCount(0);
    await page.getByTestId('search-submit').click();
    await expect(page).toHaveURL(/\/khach-san\/da-nang\?checkInDate=\d{2}-\d{2}-\d{4}&nights=1/);
    await expect(page.getByTestId('listing-heading')).toContainText('Đà Nẵng');
    await expect(page.getByTestId('hotel-card').first()).toBeVisible();

    // filter 4 stars in place: the URL changes, the page does not reload, the count matches the API
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    if (mobile) await page.getByTestId('tab-filter').click();
    const scope = mobile ? page.getByTestId('filter-panel') : page.getByTestId('filter-box');
    await scope.getByTestId('filter-star-4').click();
    await expect(page).toHaveURL(/[?&]star=4(&|$)/);
    expect(page.url()).not.toMatch(/[?&]page=/);
    if (mobile) await page.getByTestId('filter-panel-close').click();
    const fourStar = await searchApi(page, 'keyword=da-nang&star=4');
    const count = mobile ? page.getByTestId('listing-breadcrumb') : page.getByTestId('sort-bar-count');
    await expect(count).toContainText(String(fourStar.total));
    await expect(page.getByTestId('hotel-stars').first()).toHaveAttribute('aria-label', /4/);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    // sort by price, lowest first
    if (mobile) {
      await page.getByTestId('tab-sort').click();
      await page.getByTestId('sort-option-price_asc').click();
    } else {
      await page.getByTestId('sort-price_asc').click();
    }
    await expect(page).toHaveURL(/sort_by=price&sort_mode=asc/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 1 && prices.every((p, i) => i === 0 || p >= prices[i - 1]!);
      })
      .toBe(true);

    // map view: a card click selects its hotel on the map (pin clicks: map-view.spec.ts)
    if (mobile) await page.getByTestId('tab-map').click();
    else await page.getByTestId('map-teaser').getByRole('button').click();
    await expect(page).toHaveURL(/view=map/);
    const item = page.getByTestId('map-list-item').first();
    const hotelId = await item.getAttribute('data-hotel-id');
    await item.getByTestId('hotel-link').click();
    await expect(item).toHaveAttribute('data-active', 'true');
    await expect(page.getByTestId('map-pin-card')).toHaveAttribute('data-hotel-id', hotelId!);

    // back to the list and open a hotel
    await page.goto(page.url().replace(/[?&]view=map/, ''));
    const link = page.getByTestId('hotel-link').first();
    const name = (await page.getByTestId('hotel-card').first().getByRole('heading').first().textContent())!.trim();
    if (mobile) {
      await expect(link).not.toHaveAttribute('target', '_blank');
      await link.click();
      await expect(page.getByTestId('hotel-detail')).toContainText(name);
    } else {
      await expect(link).toHaveAttribute('target', '_blank');
      const [detail] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await expect(detail.getByTestId('hotel-detail')).toContainText(name);
    }
  });

  test('a phone opens the listing on hotels: the search collapses to a summary bar', async ({ page, browser }, info) => {
    test.skip(!isMobile(info.project.name), 'phones only; the desktop keeps the inline box (next test)');
    const url = '/khach-san/da-nang';
    const firstCardTop = (p: Page) =>
      p
        .getByTestId('hotel-card')
        .first()
        .evaluate((card) => card.getBoundingClientRect().top);
    // the server's HTML alone already puts a hotel on the first screen (CSS decides, not script)
    const { viewport, baseURL } = info.project.use;
    const noScript = await browser.newContext({ viewport, baseURL, isMobile: true, hasTouch: true, javaScriptEnabled: false });
    const htmlOnly = await noScript.newPage();
    await htmlOnly.goto(url);
    const topWithoutScript = await firstCardTop(htmlOnly);
    await noScript.close();

    await page.goto(url);
    await page.waitForLoadState('networkidle');
    // the card's top is well inside the first screen (844 px), and hydrating moved nothing
    const height = page.viewportSize()!.height;
    expect(topWithoutScript).toBeLessThan(height - 100);
    expect(Math.abs((await firstCardTop(page)) - topWithoutScript)).toBeLessThanOrEqual(1);
    await expect(page.getByTestId('search-submit')).toBeHidden();
    const bar = page.getByTestId('summary-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Đà Nẵng');
    await expect(bar).toContainText(/\d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4}/);
    await expect(bar).toContainText('1 phòng, 1 người lớn');

    // tapping it opens the full-screen search; its destination opens the full-screen input
    await bar.tap();
    const sheet = page.getByRole('dialog', { name: 'Thay đổi tìm kiếm' });
    await expect(sheet).toBeVisible();
    await expect
      .poll(async () =>
        sheet.evaluate((el) => {
          const box = el.closest('.ant-modal')!.getBoundingClientRect();
          return box.top <= 0 && box.width >= window.innerWidth - 1 && box.height >= window.innerHeight - 1;
        }),
      )
      .toBe(true);
    await sheet.getByTestId('search-input').tap();
    const overlay = page.getByTestId('search-overlay');
    await expect(overlay).toBeVisible();
    const input = overlay.getByRole('combobox');
    await expect(input).toBeFocused();
    await input.fill('hoi an');
    await expect(page.getByTestId('suggestion-region').first()).toContainText('Hội An');
    await input.press('ArrowDown');
    await input.press('Enter');
    await expect(overlay).toHaveCount(0);
    await sheet.getByTestId('summary-update').tap();
    await expect(page).toHaveURL(/\/khach-san\/hoi-an\?checkInDate=\d{2}-\d{2}-\d{4}&nights=1/);
    await expect(page.getByTestId('summary-bar')).toContainText('Hội An');
  });

  test('a desktop listing keeps the inline search box', async ({ page }, info) => {
    test.skip(isMobile(info.project.name), 'desktop only');
    await page.goto('/khach-san/da-nang');
    await expect(page.getByTestId('search-submit')).toBeVisible();
    await expect(page.getByTestId('search-input')).toHaveValue('Đà Nẵng');
    await expect(page.getByTestId('summary-bar')).toBeHidden();
  });

  test('the two validation messages show word for word', async ({ page }, info) => {
    test.skip(isMobile(info.project.name), 'same component; the desktop box is enough');
    await page.goto('/');
    await page.getByTestId('search-submit').click();
    await expect(page.getByTestId('search-error')).toHaveText('Vui lòng chọn địa điểm');
    await page.getByTestId('search-input').fill('zzqqxx');
    await page.getByTestId('search-submit').click();
    await expect(page.getByTestId('search-error')).toHaveText('Không tìm thấy kết quả');
  });

  test('the listing HTML without JavaScript has the hotel names and JSON-LD', async ({ request }) => {
    const response = await request.get('/khach-san/da-nang');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const api = await (await request.get('/api/v2-hotel/hotels/search?keyword=da-nang')).json();
    for (const hotel of api.data.hotels.slice(0, 5)) expect(html).toContain(hotel.name_vi.replace(/&/g, '&amp;'));
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(blocks.map((b) => b['@type']).sort()).toEqual(['BreadcrumbList', 'ItemList']);
    const itemList = blocks.find((b) => b['@type'] === 'ItemList');
    // the summary-page form: each entry is the hotel page's address, in the cards' order
    expect(itemList.itemListElement.slice(0, 2)).toEqual(
      api.data.hotels.slice(0, 2).map((hotel: { id: number }, i: number) => ({
        '@type': 'ListItem',
        position: i + 1,
        url: expect.stringMatching(new RegExp(`^http://localhost:\\d+/khach-san/vn/[a-z0-9-]+-${hotel.id}$`)),
      })),
    );
    // SITE_URL of the e2e server (tests/e2e/start-server.mjs)
    expect(html).toContain(`<link rel="canonical" href="http://localhost:${process.env.E2E_PORT ?? 3100}/khach-san/da-nang"`);
    expect(html).toMatch(/hrefLang="en" href="[^"]*\/en\/khach-san\/da-nang"/i);
  });

  test('sitemap and robots list the listings and hotels', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: ');
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain('/sitemaps/regions-1.xml');
    expect(index).toContain('/sitemaps/hotels-1.xml');
    const regions = await (await request.get('/sitemaps/regions-1.xml')).text();
    expect(regions).toContain('/khach-san/da-nang</loc>');
    expect((await request.get('/sitemaps/hotels-99.xml')).status()).toBe(404);
  });

  test('language and currency switches keep working on a listing', async ({ page }) => {
    await page.goto('/khach-san/da-nang?star=4');
    await page.getByTestId('lang-en').click();
    await expect(page).toHaveURL(/\/en\/khach-san\/da-nang\?star=4/);
    await expect(page.getByTestId('listing-heading')).toContainText('4-star hotels in Da Nang');
    await page.getByTestId('currency-switch').selectOption('USD');
    await expect(page.getByTestId('price-amount').first()).toHaveText(/^\$[\d,]+\.\d{2}$/);
  });
});
