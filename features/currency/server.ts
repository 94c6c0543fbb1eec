import 'server-only';
export { getUsdRate, getUsdRateForDisplay } from './server/get-usd-rate';
export { exchangeRateQuerySchema } from './schemas';
