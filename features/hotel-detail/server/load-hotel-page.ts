import 'server-only';
import { notFound } from 'next/navigation';
import { BOOKING_LIMITS } from '@/features/booking/schemas';
import { readSearchAddress, type SearchAddress } from '@/features/hotel-search/rules';
import { hotelIdFromSlug } from '@/lib/paths';
import { cacheByValue } from '@/lib/cache/request-cache';
import type { Lang } from '@/lib/i18n/config';
import { readChildAges, type Party } from '../party';
import { getHotelRecord, type HotelRecord } from './get-hotel-detail';

export type HotelPageProps = { lang: Lang; slug: string[]; searchParams: Record<string, string | string[] | undefined> };
export type HotelPageData = {
  detail: HotelRecord;
  address: SearchAddress;
  party: Party;
};

/**
 * The hotel page's data, once per request (the page and its metadata share it). The stay is read by the
 * search box's reader (readSearchAddress -> readStay), the rule the listing pages and the API share, and
 * the children's ages from `childAges`; an id that is not a hotel, or a country segment that is not the
 * hotel's, is a 404. Prices depend on the viewer and are built by the page (buildHotelView).
 */
export const loadHotelPage = cacheByValue(async ({ slug, searchParams }: HotelPageProps): Promise<HotelPageData> => {
  const id = hotelIdFromSlug(slug[1] ?? '');
  if (!id) notFound();
  const address = readSearchAddress(searchParams);
  const detail = await getHotelRecord(id, { checkIn: address.checkIn, checkOut: address.checkOut });
  if (!detail || detail.hotel.countryCode.toLowerCase() !== slug[0]) notFound();
  const party: Party = {
    roomCount: address.roomCount,
    adultCount: address.adultCount,
    childAges: readChildAges(searchParams.childAges, BOOKING_LIMITS),
  };
  return { detail, address, party };
});
