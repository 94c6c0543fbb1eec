// Client-safe: components and hooks only. The zod schemas are exported from server.ts, so browser
// bundles that use the currency components do not carry zod.
export { CurrencyProvider, useCurrency } from './components/currency-context';
export { CurrencySwitch } from './components/currency-switch';
export { Price } from './components/price';
