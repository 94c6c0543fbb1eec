import type { HotelSuggestion, RegionSuggestion } from '../schemas';
import type { SearchSelection } from './types';

export type Direction = 'down' | 'up';

/**
 * Keyboard highlight over one flat list: the regions, then the hotels (spec 2.2).
 * Down wraps from the last hotel to the first region; up wraps from the first region to the last hotel.
 * With nothing highlighted (or an index the shortened list no longer has) down starts at the first item,
 * up at the last.
 */
export function nextHighlight(current: number | null, regionCount: number, hotelCount: number, direction: Direction): number | null {
  const total = regionCount + hotelCount;
  if (total <= 0) return null;
  const known = current !== null && current >= 0 && current < total;
  if (direction === 'down') return known ? (current + 1) % total : 0;
  return known && current > 0 ? current - 1 : total - 1;
}

export function itemAt(index: number | null, regions: RegionSuggestion[], hotels: HotelSuggestion[]): SearchSelection | null {
  if (index === null || index < 0) return null;
  const region = regions[index];
  if (region) return { type: 'region', region };
  const hotel = hotels[index - regions.length];
  return hotel ? { type: 'hotel', hotel } : null;
}
