// The flight checkout's public parts (checkout page, order sections): explicit named exports.
export { FlightCheckoutPage } from './checkout/page/flight-checkout-page';
export { FlightOrderSections } from './checkout/order/flight-order-sections';
export { FlightOrderWords } from './checkout/order/flight-order-words';
