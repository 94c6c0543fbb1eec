// Every feature's tables, for the seed runner's reset (drizzle-kit reads features/*/db.ts itself).
export * from '@/features/regions/db';
export * from '@/features/hotels/db';
export * from '@/features/content/db';
export * from '@/features/currency/db';
export * from '@/features/flights/db';
export * from '@/features/deals/db';
export * from '@/features/combos/db';
export * from '@/features/payment/db';
export * from '@/features/auth/db';
export * from '@/features/sso/db';
export * from '@/features/hotel-search/db';
export * from '@/features/loyalty/db';
export * from '@/features/orders/db';
export * from '@/features/platform/db';
export * from '@/features/booking/db';
export * from '@/features/mail/db';
