import type { HotelListItem } from '../../schemas';

/** Spec 9: the low-stock line shows at this many rooms or fewer. */
const LOW_STOCK_MAX_ROOMS = 5;

/**
 * Rooms left to show in the low-stock line, or null. Domestic hotels only; 0 rooms is the sold-out
 * state, shown differently.
 */
export function lowStockRooms(hotel: Pick<HotelListItem, 'rooms_available' | 'is_sold_out'>, isDomestic: boolean): number | null {
  if (!isDomestic || hotel.is_sold_out) return null;
  const rooms = hotel.rooms_available;
  return rooms >= 1 && rooms <= LOW_STOCK_MAX_ROOMS ? rooms : null;
}
