// The client-safe entry of combos (flight + hotel packages).
export * from './schemas';
export { comboDayPrice, perAdultPrice } from './rules/price';
export { ComboBuilder } from './builder/combo-builder';
