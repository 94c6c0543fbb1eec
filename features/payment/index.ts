// The client-safe entry of payment: contracts, the spec 9 amounts and the browser's calls.
export * from './schemas';
export { amountsWith, finalTotal, paymentFee } from './amounts';
export * from './api/payment';
