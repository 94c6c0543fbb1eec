/**
 * Vietnamese tax codes (mã số thuế, Circular 105/2020/TT-BTC art. 5): 10 digits N1..N10 where N10 is the
 * check digit of N1..N9 (weights 31, 29, 23, 19, 17, 13, 7, 5, 3; check = 10 - (sum mod 11), and a result
 * of 10 is never issued), or 13 digits: those 10 and a 3-digit branch (001-999), written with or without "-".
 * Client-safe and pure.
 */
const WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3] as const;

/** The check digit of the first 9 digits, or null when the rule gives 10 (no valid code starts so). */
export function taxCheckDigit(first9: string): number | null {
  if (!/^\d{9}$/.test(first9)) return null;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(first9[i]), 0);
  const digit = 10 - (sum % 11);
  return digit === 10 ? null : digit;
}

/** The code in its usual form ("0100109106" or "0100109106-001"), or null when it is not a valid tax code. */
export function normalizeTaxCode(value: string): string | null {
  const match = /^(\d{10})(?:-?(\d{3}))?$/.exec(value.trim());
  if (!match) return null;
  const [, main, branch] = match;
  if (taxCheckDigit(main!.slice(0, 9)) !== Number(main![9])) return null;
  if (branch === '000') return null;
  return branch ? `${main}-${branch}` : main!;
}

export const isValidTaxCode = (value: string): boolean => normalizeTaxCode(value) !== null;
