import 'server-only';
export { bookingCaller, bookingWrite, claimGuestSales } from './server/guest-claims';
