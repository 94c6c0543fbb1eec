import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openBuyDeal } from './helpers';

// axe-core (WCAG 2.1 A and AA rules) on the states of a page the site crawl (site-crawl.spec.ts, every kind of page in
// both languages) does not open: the buy-deal popup.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The violations on the page as it is now: rule id, impact and the first offending elements, readable in a failure. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  // every kind of page as it first renders (checkout steps included) is site-crawl.spec's; an open popup is not
  test('the buy-deal popup, open, has no violations', async ({ page }) => {
    await page.goto('/deals');
    await page.locator('[data-testid="deal-card"]:not([data-sold-out])').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByTestId('deal-page')).toBeVisible();
    await openBuyDeal(page);
    expect(await violations(page)).toEqual([]);
  });
});
