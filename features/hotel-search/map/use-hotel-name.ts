'use client';

import { useLang } from '@/lib/i18n/i18n-provider';
import { localized } from '@/lib/i18n/localized';
import type { HotelListItem } from '../schemas';

/** The hotel's name in the interface language: name_vi in Vietnamese (spec 2.6). */
export function useHotelName(): (hotel: Pick<HotelListItem, 'name' | 'name_vi'>) => string {
  const lang = useLang();
  return (hotel) => localized({ vi: hotel.name_vi, en: hotel.name }, lang);
}
