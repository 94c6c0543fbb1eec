/** Vietnamese mobile numbers: 10 digits starting 03, 05, 07, 08 or 09, written 0…, 84… or +84…, with spaces, dots or dashes. */
const MOBILE = /^(?:\+?84|0)([35789]\d{8})$/;

/** The number as stored (+84 and 9 digits), or null when it is not a Vietnamese mobile number. */
export function normalizeVnMobile(input: string): string | null {
  const compact = input.trim().replace(/[\s.()-]/g, '');
  const match = MOBILE.exec(compact);
  return match ? `+84${match[1]}` : null;
}
