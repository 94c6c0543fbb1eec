import { addDays, parseProductDate, todayIso } from '@/lib/dates/product-date';
import { MAX_NIGHTS } from '../constants';
import { normalizeGuests } from './rooms-guests';
import type { Stay } from './types';

export type SearchAddress = Stay & {
  keyword: string;
  countryCode: string | null;
  regionId: number | null;
  checkOut: string;
};

type QueryLike = URLSearchParams | Record<string, string | string[] | undefined>;

/**
 * What the search box reads from the page address on load (spec 2.2): keyword (or the slug parts joined
 * by "/"), countryCode, regionId, checkInDate (DD-MM-YYYY, otherwise today in Vietnam), nights, rooms and
 * adults (default 1 each, adults never fewer than rooms). Check-out = check-in + nights.
 */
export function readSearchAddress(query: QueryLike, slugParts: string[] = [], now: Date = new Date()): SearchAddress {
  const get = getter(query);
  const checkIn = parseProductDate(get('checkInDate')) ?? todayIso(now);
  const nights = Math.min(positiveInt(get('nights')) ?? 1, MAX_NIGHTS);
  const guests = normalizeGuests(positiveInt(get('roomCount')) ?? 1, positiveInt(get('adultCount')) ?? 1);
  const countryCode = get('countryCode')?.trim().toUpperCase() ?? '';
  return {
    keyword: get('keyword')?.trim() || slugParts.filter(Boolean).join('/'),
    countryCode: /^[A-Z]{2}$/.test(countryCode) ? countryCode : null,
    regionId: positiveInt(get('regionId')),
    checkIn,
    checkOut: addDays(checkIn, nights),
    nights,
    ...guests,
  };
}

function getter(query: QueryLike): (name: string) => string | null {
  if (query instanceof URLSearchParams) return (name) => query.get(name);
  return (name) => {
    const value = query[name];
    return (Array.isArray(value) ? value[0] : value) ?? null;
  };
}

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= 1 ? n : null;
}
