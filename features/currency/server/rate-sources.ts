import 'server-only';
import { sourceResponseSchema } from '../schemas';

/** Where the daily USD transfer rate comes from. */
export type RateSource = { name: string; fetchUsdRate: () => Promise<number> };

/** Built-in sandbox: the configured fixed rate (the embedded default). */
export function sandboxRateSource(rate: number): RateSource {
  return { name: 'sandbox', fetchUsdRate: async () => rate };
}

/** A partner/bank endpoint answering JSON {"rate": n} or {"data": {"rate": n}}. */
export function httpRateSource(url: string, timeoutMs = 5_000): RateSource {
  return {
    name: 'http',
    fetchUsdRate: async () => {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`rate source answered HTTP ${response.status}`);
      const parsed = sourceResponseSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error('rate source answered an unexpected body');
      return parsed.data.rate;
    },
  };
}
