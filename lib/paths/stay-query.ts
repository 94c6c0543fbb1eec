import { toProductDate } from '@/lib/dates/product-date';
import { MAX_INT4 } from '@/lib/db/int4';
import { hasControlChars } from '@/lib/text/control-chars';
import type { Lang } from '@/lib/i18n/config';
import { localePath } from './locale';
import { hotelDetailPath } from './site-map';

/** The stay parameters of a search address (spec 2.2), in the order they are written. */
export const STAY_PARAMS = ['checkInDate', 'nights', 'roomCount', 'adultCount'] as const;
type StayParam = (typeof STAY_PARAMS)[number];

/** The stay as written in an address: check-in in the product format DD-MM-YYYY. */
export type StayQuery = { checkInDate: string; nights: number; roomCount?: number; adultCount?: number };
/** The stay and party searched: check-in as ISO YYYY-MM-DD. */
export type StayAndParty = { checkIn: string; nights: number; roomCount: number; adultCount: number };

/** checkInDate and nights always; roomCount and adultCount only when not 1. */
export function stayParams(stay: StayQuery): URLSearchParams {
  const params = new URLSearchParams({ checkInDate: stay.checkInDate, nights: String(stay.nights) });
  if (stay.roomCount && stay.roomCount !== 1) params.set('roomCount', String(stay.roomCount));
  if (stay.adultCount && stay.adultCount !== 1) params.set('adultCount', String(stay.adultCount));
  return params;
}

/**
 * The summary bar's "Update" (spec 2.6): the same listing path and query with new dates and guests.
 * The page number is dropped because the result set changes.
 */
export function updateStayUrl(pathname: string, query: URLSearchParams, stay: StayAndParty): string {
  const params = new URLSearchParams(query);
  for (const key of [...STAY_PARAMS, 'page']) params.delete(key);
  const next = stayParams({
    checkInDate: toProductDate(stay.checkIn),
    nights: stay.nights,
    roomCount: stay.roomCount,
    adultCount: stay.adultCount,
  });
  params.forEach((value, name) => next.append(name, value));
  // commas stay readable, as the filter box writes them ("star=4,5")
  return `${pathname}?${next.toString().replace(/%2C/gi, ',')}`;
}

type HotelOfList = { id: number; name: string; country_code: string };
type SearchContext = { keyword?: string | null; regionId?: number | null };

/** A result card's hotel page (spec 2.6): the stay as the search box writes it, then keyword and region. */
export function hotelCardHref(
  hotel: HotelOfList,
  {
    lang,
    stay,
    keyword,
    regionId,
  }: SearchContext & { lang: Lang; stay: { checkIn: string; nights: number; roomCount?: number; adultCount?: number } },
): string {
  const params = stayParams({
    checkInDate: toProductDate(stay.checkIn),
    nights: stay.nights,
    roomCount: stay.roomCount,
    adultCount: stay.adultCount,
  });
  return hotelHref(hotel, lang, params, { keyword, regionId });
}

/**
 * The hotel page for the stay and party searched, as a map pin's card links it: the big sites open the
 * hotel with the dates, rooms and guests already chosen.
 */
export function hotelStayHref(
  hotel: HotelOfList,
  { lang, stay, keyword, regionId }: SearchContext & { lang: Lang; stay: StayAndParty },
): string {
  const params = stayParams({ checkInDate: toProductDate(stay.checkIn), nights: stay.nights });
  // unlike the card's link, rooms and adults are written even when 1
  params.set('roomCount', String(stay.roomCount));
  params.set('adultCount', String(stay.adultCount));
  return hotelHref(hotel, lang, params, { keyword, regionId });
}

function hotelHref(hotel: HotelOfList, lang: Lang, params: URLSearchParams, { keyword, regionId }: SearchContext): string {
  if (keyword) params.set('keyword', keyword);
  if (regionId) params.set('regionId', String(regionId));
  return localePath(lang, hotelDetailPath({ id: hotel.id, name: hotel.name, countryCode: hotel.country_code }, params));
}

/** A search address as read, before the stay is corrected (features/hotel-search readStay). */
export type SearchQuery = {
  keyword: string;
  countryCode: string | null;
  regionId: number | null;
  stay: Partial<Record<StayParam, string>>;
};

type QueryLike = URLSearchParams | Record<string, string | string[] | undefined>;

/**
 * What a search address says (spec 2.2): keyword (or the slug parts joined by "/"), countryCode, regionId
 * and the raw stay. Of repeated parameters the first counts; a value with control characters counts as
 * absent.
 */
export function readSearchQuery(query: QueryLike, slugParts: string[] = []): SearchQuery {
  const get = getter(query);
  const countryCode = get('countryCode')?.trim().toUpperCase() ?? '';
  const stay: SearchQuery['stay'] = {};
  for (const name of STAY_PARAMS) {
    const value = get(name);
    if (value !== undefined) stay[name] = value;
  }
  return {
    keyword: get('keyword')?.trim() || slugParts.filter((part) => part && !hasControlChars(part)).join('/'),
    countryCode: /^[A-Z]{2}$/.test(countryCode) ? countryCode : null,
    regionId: positiveInt(get('regionId')),
    stay,
  };
}

function getter(query: QueryLike): (name: string) => string | undefined {
  const read =
    query instanceof URLSearchParams ? (name: string) => query.get(name) ?? undefined : (name: string) => firstValue(query[name]);
  return (name) => {
    const value = read(name);
    return value === undefined || hasControlChars(value) ? undefined : value;
  };
}

/** A single value out of a page's searchParams or URLSearchParams: the first of repeated ones. */
export function firstValue(value: string | string[] | null | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}

function positiveInt(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= MAX_INT4 ? n : null;
}
