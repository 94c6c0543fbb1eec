import { expect, type Page } from '@playwright/test';
import pg from 'pg';
import { e2eDatabase } from './e2e-database.mjs';

/** Direct SQL on the e2e server's database; only possible on PostgreSQL (PGlite allows one process). */
export async function withServerDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T | null> {
  const db = e2eDatabase();
  if (db.kind !== 'postgres') return null;
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const usesPostgres = () => e2eDatabase().kind === 'postgres';

/** A day `daysAhead` from today in Asia/Ho_Chi_Minh, ISO (YYYY-MM-DD). */
export const isoAhead = (daysAhead: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );

/** An ISO day as the site's addresses write it (DD-MM-YYYY). */
export const productDate = (iso: string): string => iso.split('-').reverse().join('-');

/**
 * Opens the buy-deal popup on a deal page. A click before the page hydrates opens nothing (the button is server
 * HTML until then), and on a loaded host hydration can come after the first click: click until the popup is open.
 */
export async function openBuyDeal(page: Page): Promise<void> {
  await expect(async () => {
    await page.getByTestId('deal-buy').click();
    await expect(page.getByTestId('buy-deal-popup')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
