import 'server-only';
import { eq } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { serverEnv } from '@/lib/env/server';
import { logger } from '@/lib/logger';
import { exchangeRates } from '../db';
import type { ExchangeRate } from '../schemas';
import { httpRateSource, sandboxRateSource, type RateSource } from './rate-sources';

/** Spec 4/9: the rate is refetched only when no cache exists or it is older than one day. */
const RATE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

function rateSourceFromEnv(): RateSource {
  const env = serverEnv();
  if (env.EXCHANGE_RATE_SOURCE === 'http') {
    if (!env.EXCHANGE_RATE_SOURCE_URL) throw new Error('EXCHANGE_RATE_SOURCE=http needs EXCHANGE_RATE_SOURCE_URL');
    return httpRateSource(env.EXCHANGE_RATE_SOURCE_URL);
  }
  return sandboxRateSource(env.EXCHANGE_RATE_SANDBOX_USD);
}

type Options = { source?: RateSource; now?: Date };

/** Every page render shows prices: keep the rate a minute in memory (the database row is the day cache). */
const MEMORY_TTL_MS = 60_000;
let inMemory: { rate: ExchangeRate; until: number } | undefined;

/** The rate for rendering pages: from memory for up to a minute, else getUsdRate(). */
export async function getUsdRateForDisplay(): Promise<ExchangeRate> {
  if (inMemory && inMemory.until > Date.now()) return inMemory.rate;
  const rate = await getUsdRate();
  inMemory = { rate, until: Date.now() + MEMORY_TTL_MS };
  return rate;
}

// Concurrent requests in one process share a single refresh.
let refreshing: Promise<ExchangeRate> | undefined;

/**
 * The USD transfer rate, cached in the database for a day. When the source fails, a stale cached
 * rate is still served (prices stay displayable); with nothing cached the error propagates.
 */
export async function getUsdRate({ source, now = new Date() }: Options = {}): Promise<ExchangeRate> {
  const db = await getDb();
  const [cached] = await db.select().from(exchangeRates).where(eq(exchangeRates.currency, 'USD'));
  if (cached && now.getTime() - cached.updatedAt.getTime() < RATE_MAX_AGE_MS) return toDto(cached);

  refreshing ??= refresh(source ?? rateSourceFromEnv(), now).finally(() => {
    refreshing = undefined;
  });
  try {
    return await refreshing;
  } catch (error) {
    if (!cached) {
      logger().error({ err: error }, 'exchange rate source failed and nothing is cached');
      throw new ApiError('EXCHANGE_RATE_UNAVAILABLE');
    }
    logger().warn({ err: error }, 'exchange rate refresh failed; serving the stale rate');
    return toDto(cached);
  }
}

async function refresh(source: RateSource, now: Date): Promise<ExchangeRate> {
  const rate = await source.fetchUsdRate();
  const db = await getDb();
  const row = { currency: 'USD', rate, source: source.name, updatedAt: now };
  const [saved] = await db
    .insert(exchangeRates)
    .values(row)
    .onConflictDoUpdate({ target: exchangeRates.currency, set: { rate, source: source.name, updatedAt: now } })
    .returning();
  return toDto(saved ?? row);
}

function toDto(row: typeof exchangeRates.$inferSelect): ExchangeRate {
  return { currency: 'USD', rate: row.rate, source: row.source, updated_at: row.updatedAt.toISOString() };
}
