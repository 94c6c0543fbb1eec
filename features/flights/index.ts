// The client-safe entry of flights: contracts, the rules other features read, and the checkout's UI.
export * from './schemas';
export { sortPrice } from './rules/sort';
export * from './checkout-ui';
