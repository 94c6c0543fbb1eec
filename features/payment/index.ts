// The client-safe entry of payment: contracts, the spec 9 amounts and the browser's calls.
export * from './schemas';
export { amountsWith, paymentFee } from './amounts';
export { branchNameEn } from './bank-names';
export * from './api/payment';
