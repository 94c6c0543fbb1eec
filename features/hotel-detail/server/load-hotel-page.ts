import 'server-only';
import { notFound } from 'next/navigation';
import { readSearchAddress, type SearchAddress } from '@/features/hotel-search/index';
import type { Viewer } from '@/features/hotels/index';
import { hotelIdFromSlug } from '@/lib/paths';
import { cacheByValue } from '@/lib/cache/request-cache';
import type { Lang } from '@/lib/i18n/config';
import { readChildAges, type Party } from '../party';
import { buildHotelView, type HotelView } from './build-hotel-view';
import { getHotelRecord, type HotelRecord } from './get-hotel-detail';
import { loadViewer } from './load-viewer';

export type HotelPageProps = { lang: Lang; slug: string[]; searchParams: Record<string, string | string[] | undefined> };
export type HotelPageData = {
  detail: HotelRecord;
  view: HotelView;
  address: SearchAddress;
  party: Party;
  viewer: Viewer;
};

/**
 * The hotel page's data, once per request (the page and its metadata share it). The stay is read by the
 * search box's reader (readSearchAddress -> readStay), the rule the listing pages and the API share, and
 * the children's ages from `childAges`; an id that is not a hotel, or a country segment that is not the
 * hotel's, is a 404.
 */
export const loadHotelPage = cacheByValue(async ({ lang, slug, searchParams }: HotelPageProps): Promise<HotelPageData> => {
  const id = hotelIdFromSlug(slug[1] ?? '');
  if (!id) notFound();
  const address = readSearchAddress(searchParams);
  const [detail, viewer] = await Promise.all([getHotelRecord(id, { checkIn: address.checkIn, checkOut: address.checkOut }), loadViewer()]);
  if (!detail || detail.hotel.countryCode.toLowerCase() !== slug[0]) notFound();
  const party: Party = { roomCount: address.roomCount, adultCount: address.adultCount, childAges: readChildAges(searchParams.childAges) };
  const view = buildHotelView(detail, { checkIn: address.checkIn, nights: address.nights }, party, viewer, lang);
  return { detail, view, address, party, viewer };
});
