// The client-safe entry of booking: contracts and the browser's calls.
export { BOOKING_LIMITS, bookingRequestIdSchema, type RequestPriceBody } from './schemas';
export { requestPrice } from './api/booking-requests';
export { CheckoutPage } from './checkout/page/checkout-page';
