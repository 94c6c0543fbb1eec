import { gzipSync } from 'node:zlib';
import { KEYED_RENDER_COOKIES, requestCookies } from './render-cookies';

/**
 * The signed-in header on a shared guest page. The header's auth slot (features/auth) is rendered with both
 * variants and these two markers, each once, before the page content; the browser's first render reads
 * the same two places back, so hydration matches the rewritten HTML.
 */
const GUEST_SLOT = 'data-auth-slot="guest"';
const MEMBER_SLOT = 'data-auth-slot="member"';
const EMPTY_NAME = 'data-auth-name=""></span>';
const MAX_NAME_LENGTH = 80;

export type PageVisitor = { displayName: string };

const escapeText = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);

/** The page with the visitor's header, or null when the markers are not where they must be (render it instead). */
export function personalizeHtml(html: string, visitor: PageVisitor): string | null {
  const slotAt = html.indexOf(GUEST_SLOT);
  if (slotAt === -1 || html.indexOf(GUEST_SLOT, slotAt + 1) !== -1) return null;
  const nameAt = html.indexOf(EMPTY_NAME, slotAt);
  const mainAt = html.indexOf('<main');
  if (nameAt === -1 || (mainAt !== -1 && nameAt > mainAt) || html.indexOf(EMPTY_NAME, nameAt + 1) !== -1) return null;
  const name = escapeText(visitor.displayName.slice(0, MAX_NAME_LENGTH));
  return (
    html.slice(0, slotAt) +
    MEMBER_SLOT +
    html.slice(slotAt + GUEST_SLOT.length, nameAt) +
    `data-auth-name="">${name}</span>` +
    html.slice(nameAt + EMPTY_NAME.length)
  );
}

/** The personalised body, gzipped fast when the client takes gzip (the shared copy is gzipped once, at level 6). */
export function personalizedBody(html: string, gzip: boolean): Buffer {
  const body = Buffer.from(html, 'utf8');
  return gzip ? gzipSync(body, { level: 1 }) : body;
}

/**
 * The Cookie header a guest render of this request gets: only the cookies the shared key holds (the
 * currency), never the session: a kept answer must not have seen one.
 */
export function guestCookieHeader(cookieHeader: string | undefined): string | undefined {
  const cookies = requestCookies(cookieHeader);
  const kept = KEYED_RENDER_COOKIES.flatMap((name) => {
    const value = cookies.get(name);
    return value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`];
  });
  return kept.length > 0 ? kept.join('; ') : undefined;
}
