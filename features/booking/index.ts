// The client-safe entry of booking: contracts and the browser's calls.
export {
  BOOKING_LIMITS,
  applyCouponBodySchema,
  bookingRequestIdSchema,
  bookingRequestListSchema,
  bookingRequestParamsSchema,
  bookingRequestSchema,
  listBookingRequestsQuerySchema,
  requestPriceBodySchema,
  type BookingRequest,
  type RequestPriceBody,
} from './schemas';
export {
  newIdempotencyKey,
  requestPrice,
} from './api/booking-requests';
export { CheckoutPage } from './checkout/page/checkout-page';
export { readCheckoutStep } from './checkout/page/read-checkout-step';
