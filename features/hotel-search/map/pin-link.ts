import { toProductDate } from '@/lib/dates/product-date';
import { localePath, type Lang } from '@/lib/i18n/config';
import { hotelDetailPath } from '../routes';

export type StayAndParty = { checkIn: string; nights: number; roomCount: number; adultCount: number };

/**
 * The hotel page for the stay and party searched (spec 2.2 parameters), as a pin's card links it: the
 * big sites open the hotel with the dates, rooms and guests already chosen.
 */
export function hotelStayHref(
  hotel: { id: number; name: string; country_code: string },
  { lang, stay, keyword, regionId }: { lang: Lang; stay: StayAndParty; keyword?: string | null; regionId?: number | null },
): string {
  const params = new URLSearchParams({
    checkInDate: toProductDate(stay.checkIn),
    nights: String(stay.nights),
    roomCount: String(stay.roomCount),
    adultCount: String(stay.adultCount),
  });
  if (keyword) params.set('keyword', keyword);
  if (regionId) params.set('regionId', String(regionId));
  return localePath(lang, hotelDetailPath({ id: hotel.id, name: hotel.name, countryCode: hotel.country_code }, params));
}
