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
  type ApplyCouponBody,
  type BookingPrices,
  type BookingRequest,
  type BookingRoom,
  type CouponInfo,
  type DiscountLine,
  type RequestPriceBody,
} from './schemas';
export {
  applyCoupon,
  bookingRequestKey,
  bookingRequestsKey,
  getBookingRequest,
  newIdempotencyKey,
  removeCoupon,
  requestPrice,
} from './api/booking-requests';
export { CheckoutPage } from './checkout/page/checkout-page';
export { readCheckoutStep } from './checkout/page/read-checkout-step';
