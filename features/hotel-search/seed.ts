import 'server-only';
import type { SeedContext } from '@/lib/db/seed-context';
import { refreshSearchData } from './server/refresh-search-data';

/** Derives the search data (lead rate plans, room totals, search terms) from the seeded catalogue. */
export async function seedSearchData(ctx: SeedContext): Promise<void> {
  ctx.log('search: deriving lead rate plans, room totals and search terms');
  await refreshSearchData(ctx.handle);
  ctx.log('search: lead rate plans, room totals and search terms derived');
}

/** A seeded database migrated to the search rows gets them derived once, at start. */
export { ensureSearchRows } from './server/refresh-search-rows';
