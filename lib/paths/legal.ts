/**
 * The terms and policies a traveller accepts when paying (issue 33 §5): server-rendered, indexable pages at
 * Vietnamese ASCII slugs (English under /en, like every page). Each product's payment step links the terms,
 * the privacy policy and that product's own conditions.
 */
export const LEGAL_PATHS = {
  terms: '/dieu-khoan-su-dung',
  privacy: '/chinh-sach-bao-mat',
  hotel: '/dieu-kien-dat-phong',
  flight: '/dieu-kien-ve-may-bay',
  voucher: '/dieu-kien-voucher',
  combo: '/dieu-kien-combo',
} as const;

export type LegalPage = keyof typeof LEGAL_PATHS;
export const LEGAL_PAGES = Object.keys(LEGAL_PATHS) as LegalPage[];

/** What a payment step sells, and so which conditions paying accepts. */
export type PaidProduct = 'hotel' | 'flight' | 'voucher' | 'combo';

/** The conditions page of a product (a combo's covers its flights and its stay). */
export const conditionsPath = (product: PaidProduct): string => LEGAL_PATHS[product];

/** The legal page an unprefixed path (no trailing slash) names, else null. */
export function legalPageOf(path: string): LegalPage | null {
  return LEGAL_PAGES.find((page) => LEGAL_PATHS[page] === path) ?? null;
}
