import 'server-only';
import { exchangeRates } from '@/features/currency/db';
import type { SeedContext } from '@/lib/db/seed-context';

/** VND per US dollar until the first refresh from the configured source. */
const SEED_USD_RATE = 25_400;

export async function seedCurrency(ctx: SeedContext): Promise<void> {
  await ctx.handle.db.insert(exchangeRates).values({ currency: 'USD', rate: SEED_USD_RATE, source: 'seed', updatedAt: new Date() });
  ctx.log('currency: USD');
}
