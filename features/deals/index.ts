// The client-safe entry of deals: contracts and the pure rules the pages read.
export * from './schemas';
export { pricePerAdult } from './rules/price';
