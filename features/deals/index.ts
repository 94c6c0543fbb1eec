// The client-safe entry of deals: contracts and the pure rules the pages read.
export * from './schemas';
export { adultsOf, discountPercent, pricePerAdult } from './rules/price';
