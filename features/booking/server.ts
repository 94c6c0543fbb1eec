import 'server-only';
export { bookingCaller } from './server/booking-caller';
export { withGuestCookie } from './server/guest-cookie';
export { requestPrice } from './server/request-price';
export { getBookingRequest, listBookingRequests } from './server/get-booking-request';
export { setCoupon } from './server/apply-coupon';
export { releaseExpiredHolds } from './server/release-expired-holds';
export { startHoldSweeper } from './server/hold-sweeper';
export { bookingWrite } from './server/booking-write';
