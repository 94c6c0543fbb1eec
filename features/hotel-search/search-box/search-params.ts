import { readSearchQuery } from '@/lib/paths';
import { readStay } from './stay';
import type { Stay } from './types';

export type SearchAddress = Stay & {
  keyword: string;
  countryCode: string | null;
  regionId: number | null;
  checkOut: string;
};

type QueryLike = URLSearchParams | Record<string, string | string[] | undefined>;

/**
 * What the search box (and the hotel page) reads from the page address on load (spec 2.2): the address
 * as lib/paths reads it (keyword or the slug parts joined by "/", countryCode, regionId), with the stay
 * as readStay corrects it (the rule the listing page and the API share): check-in DD-MM-YYYY within the
 * bookable window, otherwise today in Vietnam; nights, rooms and adults default 1, clamped to their
 * range, adults never fewer than rooms.
 */
export function readSearchAddress(query: QueryLike, slugParts: string[] = [], now: Date = new Date()): SearchAddress {
  const { stay, ...address } = readSearchQuery(query, slugParts);
  return { ...address, ...readStay(stay, now).stay };
}
