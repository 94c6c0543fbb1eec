/** Addresses the site serves that are not pages: generated media and sitemaps. */
export const MEDIA_PREFIX = '/media';
const HOTEL_MEDIA_PREFIX = `${MEDIA_PREFIX}/hotels`;
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const SITEMAPS_PREFIX = '/sitemaps';

/** A generated hotel picture: /media/hotels/<hotel id>-<n>.svg, or -360-<n> for a panorama. */
export function hotelImagePath(hotelId: number, n: number, kind: 'photo' | '360' = 'photo'): string {
  return `${HOTEL_MEDIA_PREFIX}/${hotelId}-${kind === '360' ? '360-' : ''}${n}.svg`;
}

export type HotelImageName = { hotelId: number; n: number; kind: 'photo' | '360' };
const HOTEL_IMAGE_NAME = /^(\d{1,9})-(?:(360)-)?(\d{1,3})\.svg$/;
const MAX_IMAGE_NAME_LENGTH = 24;

/** The picture a /media/hotels/<file> name asks for; null unless it is exactly a name hotelImagePath writes. */
export function readHotelImageName(file: string): HotelImageName | null {
  const match = file.length <= MAX_IMAGE_NAME_LENGTH ? HOTEL_IMAGE_NAME.exec(file) : null;
  if (!match) return null;
  const name: HotelImageName = { hotelId: Number(match[1]), n: Number(match[3]), kind: match[2] ? '360' : 'photo' };
  return hotelImagePath(name.hotelId, name.n, name.kind) === `${HOTEL_MEDIA_PREFIX}/${file}` ? name : null;
}

/** One file of the sitemap index: /sitemaps/hotels-1.xml.gz. */
export const sitemapFilePath = (file: string): string => `${SITEMAPS_PREFIX}/${file}`;

/**
 * Spec 7.6: the single sign-on page (login or register) with a callbackUrl holding the current address,
 * encoded; an English page (/en...) asks for the sign-on page in English too.
 */
export function ssoUrl(ssoBaseUrl: string, page: 'login' | 'register', currentUrl: string): string {
  const path = new URL(currentUrl, 'http://callback.invalid').pathname;
  const lang = path === '/en' || path.startsWith('/en/') ? '&lang=en' : '';
  return `${ssoBaseUrl.replace(/\/+$/, '')}/${page}?callbackUrl=${encodeURIComponent(currentUrl)}${lang}`;
}
