// The pure rules of flights, safe on the server and in the browser (index.ts adds the checkout UI).
export { sortPrice } from './rules/sort';
export { FARE_RULES } from './rules/fare-rules';
