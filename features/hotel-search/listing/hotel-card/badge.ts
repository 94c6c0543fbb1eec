import type { HotelListItem } from '../../schemas';

export type CardBadge = 'bigSale' | 'topHotel' | 'freeCancel24h';

/** Spec 4: big-sale sticker, then top hotel, else free cancellation (until 24 h before check-in: the one rule of features/hotels/cancellation.ts), else nothing. */
export function cardBadge(hotel: Pick<HotelListItem, 'tags' | 'free_cancel_24h'>): CardBadge | null {
  if (hotel.tags.includes('big-sale')) return 'bigSale';
  if (hotel.tags.includes('top-hotel')) return 'topHotel';
  if (hotel.free_cancel_24h) return 'freeCancel24h';
  return null;
}

/** Tags already shown as the badge are not repeated as chips. */
export const BADGE_TAGS: readonly string[] = ['big-sale', 'top-hotel'];
