/** A mail's plain text cut into text and link pieces (http/https only), so a page can render the links as anchors. */
export type TextPiece = { kind: 'text'; value: string } | { kind: 'link'; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// a sentence's closing punctuation is not part of the link
const TRAILING = /[.,;:!?)\]]+$/;

export function linkify(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) pieces.push({ kind: 'text', value: text.slice(last, start) });
    pieces.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) pieces.push({ kind: 'text', value: text.slice(last) });
  return pieces;
}
