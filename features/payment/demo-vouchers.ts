import 'server-only';

/**
 * The demo's stay vouchers (the seed stores only their hashes and last 4 characters): printed in the seed log and
 * on /sandbox/pay-later so a demo can pay by voucher. Deals issue real ones (issue 15).
 */
export const DEMO_VOUCHERS = [
  { code: 'DEMO-VOUCHER-2N', hotelId: null, roomNights: 2, note: 'any hotel, up to 2 room-nights' },
  { code: 'DEMO-VOUCHER-4N', hotelId: null, roomNights: 4, note: 'any hotel, up to 4 room-nights' },
  { code: 'DEMO-HOTEL1-1N', hotelId: 1, roomNights: 1, note: 'hotel #1 only, 1 room-night' },
] as const;

/** How long a demo voucher is good for, from the seed date. */
export const DEMO_VOUCHER_DAYS = 365;
