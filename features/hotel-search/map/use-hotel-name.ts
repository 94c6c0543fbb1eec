'use client';

import { useTranslation } from '@/lib/i18n/i18n-provider';
import type { HotelListItem } from '../schemas';

/** The hotel's name in the interface language: name_vi in Vietnamese (spec 2.6). */
export function useHotelName(): (hotel: Pick<HotelListItem, 'name' | 'name_vi'>) => string {
  const { i18n } = useTranslation();
  return (hotel) => (i18n.language === 'vi' && hotel.name_vi) || hotel.name;
}
