import 'server-only';
import { serverEnv } from '@/lib/env/server';
import type { BestPriceConfig } from '../search-box/types';

/** Spec 2.2's configured province and city lists (region ids, from the environment). */
export function bestPriceConfig(): BestPriceConfig {
  const env = serverEnv();
  const ids = (csv: string) => csv.split(',').map(Number);
  return { provinceIds: ids(env.BEST_PRICE_PROVINCE_IDS), cityIds: ids(env.BEST_PRICE_CITY_IDS) };
}
