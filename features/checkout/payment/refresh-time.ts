/** The refresh-time value of any request from what changes its price (expiry, totals), as one text. */
export function refreshTimeOfText(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return hash;
}
