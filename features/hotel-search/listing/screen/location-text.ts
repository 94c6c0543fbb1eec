import type { Lang } from '@/lib/i18n/config';
import type { SearchLocation } from '../../schemas';
import { localized } from '@/lib/i18n/localized';

type Named = Pick<SearchLocation, 'name' | 'name_vi'>;
type Addressed = Named & Pick<SearchLocation, 'full_address' | 'full_address_en'>;

/** The location's name in the page language. */
export function locationName(location: Named, lang: Lang): string {
  return localized({ vi: location.name_vi, en: location.name }, lang);
}

/** The location's full address in the page language, else `fallback` (extra.location_info.full_addr), else its name. */
export function locationFullAddress(location: Addressed, lang: Lang, fallback?: string): string {
  const address = localized({ vi: location.full_address, en: location.full_address_en }, lang);
  return address || fallback || locationName(location, lang);
}
