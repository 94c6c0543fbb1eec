// The pure rules of deals, safe on the server and in the browser (index.ts adds the UI).
export { discountPercent, fromPrice, pricePerAdult } from './rules/price';
export { firstDepartureDate, COMBO_BOOK_AHEAD_DAYS } from './rules/book-ahead';
