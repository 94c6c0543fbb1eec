// The client-safe entry of combos (flight + hotel packages).
export * from './schemas';
export { ComboBuilder } from './builder/combo-builder';
export { ComboCheckoutPage } from './checkout/combo-checkout-page';
export { ComboOrderSections } from './order/combo-order-sections';
