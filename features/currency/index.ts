export { exchangeRateQuerySchema, exchangeRateSchema, type ExchangeRate } from './schemas';
export { CurrencyProvider, useCurrency } from './components/currency-context';
export { CurrencySwitch } from './components/currency-switch';
export { Price } from './components/price';
