import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

type Lang = 'vi' | 'en';
const TEXT = {
  vi: { photos: 'Ảnh khách sạn', viewMap: 'Xem bản đồ', nights: (n: number) => `(${n} đêm)`, update: 'Cập nhật', book: 'Đặt phòng' },
  en: { photos: 'Hotel photos', viewMap: 'View map', nights: (n: number) => `(${n} nights)`, update: 'Update', book: 'Book now' },
} as const;

/** CSP violations the page reports from now on (the popups load their own scripts, styles and images). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

const prefixOf = (lang: Lang) => (lang === 'en' ? '/en' : '');

/** The first hotel a listing links (path and query as the card writes them). */
async function openHotelFromListing(page: Page, lang: Lang): Promise<void> {
  await page.goto(`${prefixOf(lang)}/khach-san/da-nang`);
  const href = await page.getByTestId('hotel-card').first().getByTestId('hotel-link').first().getAttribute('href');
  expect(href).toMatch(/\/khach-san\/vn\/.+-\d+\?checkInDate=/);
  await page.goto(href!);
  await expect(page.getByTestId('hotel-detail')).toBeVisible();
}

const isoPlus = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const firstTotal = async (page: Page) => Number(await page.getByTestId('offer-total').first().getAttribute('data-vnd'));

for (const lang of ['vi', 'en'] as const) {
  test.describe(`hotel page (${lang})`, () => {
    test('opens from a listing; the gallery opens, browses and closes with Esc; the map popup opens', async ({ page }) => {
      const violations = await watchCsp(page);
      await openHotelFromListing(page, lang);
      const tiles = page.getByTestId('gallery-tile');
      await expect(tiles.first()).toBeVisible();
      expect(await tiles.count()).toBeLessThanOrEqual(7);

      await tiles.first().click();
      const gallery = page.getByRole('dialog', { name: TEXT[lang].photos });
      await expect(gallery).toBeVisible();
      await expect(gallery.getByTestId('gallery-carousel')).toBeVisible();
      const current = () => gallery.locator('.image-gallery-thumbnail.active').getAttribute('aria-label');
      const before = await current();
      await gallery.locator('.image-gallery-right-nav').click();
      await expect.poll(current).not.toBe(before);
      // the backdrop does not close it
      await page.mouse.click(3, 3);
      await expect(gallery).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(gallery).toBeHidden();
      await expect(tiles.first()).toBeFocused();

      await page.getByTestId('address-map').click();
      const map = page.getByTestId('map-modal');
      await expect(map).toBeVisible();
      await expect(map.getByTestId('hotel-location-map')).toBeVisible();
      await expect(map.getByTestId('map-pin').first()).toBeVisible();
      await map.getByTestId('map-modal-close').click();
      await expect(map).toBeHidden();
      expect(await violations()).toEqual([]);
    });

    test('changing the dates and rooms in place re-prices the rooms; "book" opens checkout', async ({ page }) => {
      await openHotelFromListing(page, lang);
      const heading = page.getByRole('heading', { level: 2 }).first();
      await expect(heading).toContainText(TEXT[lang].nights(1).replace('nights', 'night'));
      const oneNight = await firstTotal(page);
      const checkIn = new URL(page.url()).searchParams.get('checkInDate')!.split('-').reverse().join('-');

      // the picker loads on the first click and may open on either end: pick the range until both ends read right
      const dateInputs = page.getByTestId('stay-editor').getByTestId('date-range').locator('input');
      const productDate = (iso: string) => iso.split('-').reverse().join('-');
      await expect(async () => {
        await dateInputs.first().click();
        await page.locator(`.ant-picker-dropdown td.ant-picker-cell-in-view[title="${checkIn}"]`).click();
        await page.locator(`.ant-picker-dropdown td.ant-picker-cell-in-view[title="${isoPlus(checkIn, 3)}"]`).click();
        await expect(dateInputs.first()).toHaveValue(productDate(checkIn), { timeout: 1_000 });
        await expect(dateInputs.nth(1)).toHaveValue(productDate(isoPlus(checkIn, 3)), { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await page.getByTestId('guests-toggle').click();
      await page.getByTestId('rooms-inc').click();
      // the rooms-and-guests dropdown covers what is below it until closed (Esc, "Xong" or a click outside)
      await page.keyboard.press('Escape');
      await page.getByTestId('children-inc').click();
      await page.getByTestId('child-age').selectOption('8');
      await page.getByTestId('stay-update').click();

      await expect(page).toHaveURL(/nights=3/);
      await expect(page).toHaveURL(/roomCount=2/);
      await expect(page).toHaveURL(/childAges=8/);
      await expect(heading).toContainText(TEXT[lang].nights(3));
      await expect.poll(() => firstTotal(page)).toBeGreaterThan(oneNight * 2);

      // one room cannot take 2 adults and a child of 8 in every room type: the summary says so; two rooms can
      // (earlier tests hold rooms of this hotel for these dates: take two of one rate, else one of each of two)
      const open = page.locator('[data-testid="room-count"]:not([disabled])');
      const twoOfOne = open.filter({ has: page.locator('option[value="2"]') });
      if ((await twoOfOne.count()) > 0) await twoOfOne.first().selectOption('2');
      else {
        await open.nth(0).selectOption('1');
        await open.nth(1).selectOption('1');
      }
      await expect(page.getByTestId('selection-total')).toBeVisible();
      await expect(page.getByTestId('selection-misfit')).toHaveCount(0);
      await page.getByTestId('book-button').click();
      await page.waitForURL(/\/dat-phong\/[0-9a-f-]{36}/, { timeout: 15_000 });
    });
  });
}

test('the 360 overlay opens for a hotel with 360 images and closes with Esc', async ({ page, request }, info) => {
  test.skip(info.project.name !== 'desktop', 'one run is enough for the 360 viewer');
  const href = await hotelWith360(request);
  expect(href, 'a hotel with 360 images is seeded in the places looked at (record 098: fail, not skip)').toBeTruthy();
  const violations = await watchCsp(page);
  await page.goto(href!);
  await page.getByTestId('gallery-360').click();
  const overlay = page.getByTestId('panorama-modal');
  await expect(overlay).toBeVisible();
  await expect(overlay.locator('canvas').or(overlay.getByRole('alert')).first()).toBeVisible({ timeout: 20_000 });
  // headless Chromium may have no WebGL: the overlay then says so instead of drawing
  const drawn = (await overlay.locator('canvas').count()) > 0;
  console.log(`360 overlay: ${drawn ? 'drawn with WebGL' : 'no WebGL, message shown'}`);
  if (drawn) {
    // the panorama itself loaded: the viewer's loader went away and it shows no load error
    await expect(overlay.locator('.psv-loader-container')).toBeHidden({ timeout: 20_000 });
    await expect(overlay.getByText('The panorama cannot be loaded')).toHaveCount(0);
  }
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  expect(await violations()).toEqual([]);
});

test('the gallery grid fits the page: every tile in view at 1366 and 1920 (mouse) and on a phone; "view all" opens at photo 1', async ({
  page,
  request,
}, info) => {
  const href = (await hotelWith360(request)) ?? null;
  expect(href, 'a hotel with 360 images is seeded in the places looked at (record 098: fail, not skip)').toBeTruthy();
  const phone = info.project.name === 'mobile';
  for (const size of phone
    ? [null]
    : [
        { width: 1366, height: 900 },
        { width: 1920, height: 1080 },
      ]) {
    if (size) await page.setViewportSize(size);
    await page.goto(href!);
    const gallery = page.getByTestId('hotel-gallery');
    const tiles = [page.getByTestId('gallery-360'), page.getByTestId('gallery-map')];
    if (!phone) {
      // the grid: every tile (photos, "view all", 360°, map) inside the gallery's box and the window, none covered
      tiles.push(page.getByTestId('gallery-tile').first(), page.getByTestId('gallery-tile').last());
      const box = (await gallery.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.x + box.width, `gallery inside the window at ${size!.width}`).toBeLessThanOrEqual(viewport.width);
      for (const tile of [...(await page.getByTestId('gallery-tile').all()), ...tiles]) {
        const r = (await tile.boundingBox())!;
        const at = `${(await tile.getAttribute('aria-label')) ?? (await tile.textContent())} at ${size!.width}`;
        expect(r.width, at).toBeGreaterThan(100);
        expect(r.x, at).toBeGreaterThanOrEqual(box.x - 1);
        expect(r.x + r.width, at).toBeLessThanOrEqual(box.x + box.width + 1);
        expect(r.y + r.height, at).toBeLessThanOrEqual(box.y + box.height + 1);
      }
    }
    // the actions are reachable with a mouse (or a tap): each opens its popup
    for (const [tile, popup] of [
      [tiles[0]!, 'panorama-modal'],
      [tiles[1]!, 'map-modal'],
    ] as const) {
      const r = (await tile.boundingBox())!;
      expect(r.x + r.width, `${popup} tile on screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
      await page.mouse.click(r.x + r.width / 2, r.y + r.height / 2);
      await expect(page.getByTestId(popup)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId(popup)).toBeHidden();
    }
  }
  await page.getByTestId('gallery-view-all').click();
  const carousel = page.getByTestId('gallery-carousel');
  await expect(carousel.locator('.image-gallery-thumbnail').first()).toHaveClass(/active/);
});

async function hotelWith360(request: APIRequestContext): Promise<string | null> {
  for (const keyword of ['da-nang', 'ho-chi-minh', 'ha-noi', 'nha-trang']) {
    for (let p = 1; p <= 5; p++) {
      const body = (await (await request.get(`/api/v2-hotel/hotels/search?keyword=${keyword}&page=${p}`)).json()) as {
        data?: { hotels: { id: number; name: string; slug: string; country_code: string; tags: string[] }[] };
      };
      const hotel = body.data?.hotels.find((h) => h.tags.includes('has-360img'));
      if (hotel) return `/khach-san/${hotel.country_code.toLowerCase()}/${hotel.slug}-${hotel.id}`;
      if (!body.data?.hotels.length) break;
    }
  }
  return null;
}

// the gallery carousel, the 360 viewer (three.js alone is ~150 KB gz) and the map load when opened: an eager import breaks the budget
test('first-load JS (gzip of its script tags) stays within the 200 KB budget', async ({ request }, info) => {
  test.skip(info.project.name !== 'desktop', 'measured once');
  const listing = await (await request.get('/khach-san/da-nang')).text();
  const href = listing.match(/href="(\/khach-san\/vn\/[^"]+-\d+\?[^"]*)"/)?.[1]?.replace(/&amp;/g, '&');
  expect(href).toBeTruthy();
  const html = await (await request.get(href!)).text();
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter((m) => !/\bnomodule\b/i.test(m[0]));
  let gz = 0;
  for (const src of new Set(tags.map((m) => m[1] ?? ''))) gz += gzipSync(Buffer.from(await (await request.get(src)).body())).length;
  info.annotations.push({ type: 'first-load-js', description: `${(gz / 1024).toFixed(1)} KB gz` });
  expect(gz).toBeGreaterThan(0);
  expect(gz / 1024).toBeLessThan(200);
});
