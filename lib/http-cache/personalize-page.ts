import { gzipSync } from 'node:zlib';
import { properNameLang } from '@/lib/i18n/vietnamese';
import { escapeHtml } from '@/lib/text/escape-html';
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

const GUEST_SLOT_BYTES = Buffer.from(GUEST_SLOT);
const MEMBER_SLOT_BYTES = Buffer.from(MEMBER_SLOT);
const EMPTY_NAME_BYTES = Buffer.from(EMPTY_NAME);
const MAIN_BYTES = Buffer.from('<main');

/**
 * The page with the visitor's header, or null when the markers are not where they must be (render it
 * instead). Works on the kept bytes (native searches, no decoding of the whole page per request).
 */
export function personalizeBody(body: Buffer, visitor: PageVisitor): Buffer | null {
  const slotAt = body.indexOf(GUEST_SLOT_BYTES);
  if (slotAt === -1 || body.indexOf(GUEST_SLOT_BYTES, slotAt + 1) !== -1) return null;
  const nameAt = body.indexOf(EMPTY_NAME_BYTES, slotAt);
  const mainAt = body.indexOf(MAIN_BYTES);
  if (nameAt === -1 || (mainAt !== -1 && nameAt > mainAt) || body.indexOf(EMPTY_NAME_BYTES, nameAt + 1) !== -1) return null;
  const name = escapeHtml(visitor.displayName.slice(0, MAX_NAME_LENGTH), 'named');
  return Buffer.concat([
    body.subarray(0, slotAt),
    MEMBER_SLOT_BYTES,
    body.subarray(slotAt + GUEST_SLOT_BYTES.length, nameAt),
    // the name as the header renders it for a member: lang="vi" when written in Vietnamese (hydration matches)
    Buffer.from(`data-auth-name=""${properNameLang(name) ? ' lang="vi"' : ''}>${name}</span>`),
    body.subarray(nameAt + EMPTY_NAME_BYTES.length),
  ]);
}

/** The same on text (tests of the header's markup use it). */
export function personalizeHtml(html: string, visitor: PageVisitor): string | null {
  return personalizeBody(Buffer.from(html, 'utf8'), visitor)?.toString('utf8') ?? null;
}

/** The personalised body, gzipped fast when the client takes gzip (the shared copy is gzipped once, at level 6). */
export function encodedBody(body: Buffer, gzip: boolean): Buffer {
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
