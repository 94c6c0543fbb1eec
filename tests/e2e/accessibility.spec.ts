import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { bookSelection, openHotelForTwoRooms } from './booking-steps';
import { isoAhead, productDate } from './helpers';

// axe-core (WCAG 2.1 A and AA rules) on every kind of page a traveller reads, on both projects' widths. Lighthouse's
// accessibility score covers the home page and a listing only; this covers the rest, the buy-deal popup and the checkout included.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The violations on the page as it is now: rule id, impact and the first offending elements, readable in a failure. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

const PAGES: { name: string; path: string | (() => string); ready: string }[] = [
  { name: 'home', path: '/', ready: 'main' },
  { name: 'home (en)', path: '/en', ready: 'main' },
  { name: 'listing', path: '/khach-san/da-nang', ready: '[data-testid="hotel-card"]' },
  { name: 'deals', path: '/deals', ready: '[data-testid="deal-card"]' },
  { name: 'combos', path: '/combo', ready: 'main' },
  { name: 'flights', path: '/ve-may-bay', ready: 'main' },
  { name: 'flight results', path: () => `/ve-may-bay/tim-kiem?ap=HAN.SGN&dt=${productDate(isoAhead(12))}&ps=1.0.0`, ready: 'main' },
  { name: 'flight route', path: '/ve-may-bay/ha-noi-di-da-nang-han-dad', ready: 'main' },
  { name: 'articles', path: '/cam-nang', ready: 'main' },
  { name: 'contact', path: '/lien-he', ready: 'main' },
  { name: 'order lookup', path: '/tra-cuu-don-hang', ready: 'main' },
  { name: 'terms of use', path: '/dieu-khoan-su-dung', ready: '[data-testid="legal-methods"]' },
  { name: 'privacy policy (en)', path: '/en/chinh-sach-bao-mat', ready: '[data-testid="legal-page"]' },
  { name: 'hotel booking conditions', path: '/dieu-kien-dat-phong', ready: '[data-testid="legal-page"]' },
  { name: 'flight ticket conditions', path: '/dieu-kien-ve-may-bay', ready: '[data-testid="legal-fares"]' },
  { name: 'voucher conditions (en)', path: '/en/dieu-kien-voucher', ready: '[data-testid="legal-page"]' },
  { name: 'combo conditions', path: '/dieu-kien-combo', ready: '[data-testid="legal-page"]' },
  { name: 'sign in', path: '/sso/login', ready: 'form' },
];

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const { name, path, ready } of PAGES) {
    test(`${name} has no violations`, async ({ page }) => {
      await page.goto(typeof path === 'string' ? path : path());
      await expect(page.locator(ready).first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  test('a hotel page, a deal page and its buy-deal popup have no violations', async ({ page }) => {
    await page.goto('/khach-san/da-nang');
    await page.goto((await page.getByTestId('hotel-card').first().getByTestId('hotel-link').first().getAttribute('href'))!);
    await expect(page.getByTestId('hotel-detail')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.goto('/deals');
    await page.locator('[data-testid="deal-card"]:not([data-sold-out])').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByTestId('deal-page')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // the buy-deal popup, open
    await page.getByTestId('deal-buy').click();
    await expect(page.getByTestId('buy-deal-popup')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the checkout steps have no violations', async ({ page }) => {
    await openHotelForTwoRooms(page, 'vi');
    await bookSelection(page);
    await expect(page.getByTestId('hold-countdown')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
