/** Crockford's base32: no I, L, O, U (never read as 1, 1, 0 or a word). */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** VV-XXXX-XXXX-XXXX: 12 Crockford characters, 60 bits. */
export const VOUCHER_CODE_PATTERN = /^VV-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const CHARS = 12;

/** The first 12 Crockford characters of the bytes (60 bits; at least 8 bytes given). */
export function crockfordOf(bytes: Uint8Array): string {
  if (bytes.length < 8) throw new Error('crockfordOf needs at least 8 bytes');
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5 && out.length < CHARS) {
      out += CROCKFORD[(buffer >> (bits - 5)) & 31];
      bits -= 5;
    }
    if (out.length === CHARS) break;
  }
  return out;
}

/** A voucher code from a keyed digest: "VV-" and the 12 characters in groups of 4. */
export function voucherCodeOf(digest: Uint8Array): string {
  const chars = crockfordOf(digest);
  return `VV-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}
