import 'server-only';
export { getUsdRate, getUsdRateForDisplay, RATE_MAX_AGE_MS } from './server/get-usd-rate';
export { httpRateSource, sandboxRateSource, type RateSource } from './server/rate-sources';
export { exchangeRateQuerySchema, exchangeRateSchema } from './schemas';
