/**
 * Spec 9 logo rule: VN, VJ and QH have their own logos; JQ and BL are one brand (Pacific Airlines took over
 * Jetstar Pacific) and share a logo; any other carrier is shown by its code (no logo file: null).
 */
const BRAND_OF: Readonly<Record<string, string>> = { VN: 'VN', VJ: 'VJ', QH: 'QH', JQ: 'JQ', BL: 'JQ' };

export function airlineBrand(code: string): string {
  return BRAND_OF[code] ?? code;
}

export function airlineLogo(code: string): string | null {
  const brand = BRAND_OF[code];
  return brand ? `/airlines/${brand}.svg` : null;
}
