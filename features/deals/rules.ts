// The pure rules of deals, safe on the server and in the browser (index.ts adds the UI).
export { discountPercent, pricePerAdult } from './rules/price';
