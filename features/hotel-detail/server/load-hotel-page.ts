import 'server-only';
import { notFound } from 'next/navigation';
import { readSearchAddress, type SearchAddress } from '@/features/hotel-search/index';
import { hotelIdFromSlug } from '@/lib/paths';
import { cacheByValue } from '@/lib/cache/request-cache';
import type { Lang } from '@/lib/i18n/config';
import { getHotelDetail, type HotelDetail } from './get-hotel-detail';

export type HotelPageProps = { lang: Lang; slug: string[]; searchParams: Record<string, string | string[] | undefined> };
export type HotelPageData = { detail: HotelDetail; address: SearchAddress };

/**
 * The hotel page's data, once per request (the page and its metadata share it). The stay is read by the
 * search box's reader (readSearchAddress -> readStay), the rule the listing pages and the API share; an
 * id that is not a hotel, or a country segment that is not the hotel's, is a 404.
 */
export const loadHotelPage = cacheByValue(async ({ lang, slug, searchParams }: HotelPageProps): Promise<HotelPageData> => {
  const id = hotelIdFromSlug(slug[1] ?? '');
  if (!id) notFound();
  const address = readSearchAddress(searchParams);
  const detail = await getHotelDetail(id, { checkIn: address.checkIn, nights: address.nights }, lang);
  if (!detail || detail.hotel.countryCode.toLowerCase() !== slug[0]) notFound();
  return { detail, address };
});
