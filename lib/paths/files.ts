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

const DEAL_MEDIA_PREFIX = `${MEDIA_PREFIX}/deals`;
/** Deal thumbnails are served at this size (spec 9). */
export const DEAL_THUMB_SIZE = { width: 260, height: 150 } as const;

/** A deal picture (generated, like hotel photos): /media/deals/<deal id>-<n>.svg, its thumbnail -<n>-260x150.svg. */
export function dealImagePath(dealId: number, n: number, size: 'full' | 'thumb' = 'full'): string {
  return `${DEAL_MEDIA_PREFIX}/${dealId}-${n}${size === 'thumb' ? `-${DEAL_THUMB_SIZE.width}x${DEAL_THUMB_SIZE.height}` : ''}.svg`;
}

/** The thumbnail of a stored deal image path (a path dealImagePath wrote); any other path is answered as is. */
export function dealThumbPath(image: string): string {
  const name = readDealImageName(image.startsWith(`${DEAL_MEDIA_PREFIX}/`) ? image.slice(DEAL_MEDIA_PREFIX.length + 1) : '');
  return name ? dealImagePath(name.dealId, name.n, 'thumb') : image;
}

export type DealImageName = { dealId: number; n: number; size: 'full' | 'thumb' };
const DEAL_IMAGE_NAME = /^(\d{1,9})-(\d{1,3})(-260x150)?\.svg$/;

/** The picture a /media/deals/<file> name asks for; null unless it is exactly a name dealImagePath writes. */
export function readDealImageName(file: string): DealImageName | null {
  const match = file.length <= 32 ? DEAL_IMAGE_NAME.exec(file) : null;
  if (!match) return null;
  const name: DealImageName = { dealId: Number(match[1]), n: Number(match[2]), size: match[3] ? 'thumb' : 'full' };
  return dealImagePath(name.dealId, name.n, name.size) === `${DEAL_MEDIA_PREFIX}/${file}` ? name : null;
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
