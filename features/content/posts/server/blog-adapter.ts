import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import { apiError } from '@/lib/api/errors';
import { readBodyText } from '@/lib/api/read-body';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { logger } from '@/lib/logger';
import { blogImageOrigin } from '@/lib/security/headers';
import { CONTENT_IMAGE } from '../../seed-posts';
import type { ContentListQuery, ContentPost } from '../../schemas';

/** An external blog slower than this is down as far as the page is concerned. */
const BLOG_TIMEOUT_MS = 4_000;
/** A list of at most 100 items is far below this; a larger answer is refused before it is buffered. */
const MAX_BLOG_BYTES = 2 * 1024 * 1024;
/** A blog item without a usable image shows this one (a local file: no remote default). */
const FALLBACK_IMAGE = '/banners/fallback.svg';

const rendered = z.object({ rendered: z.string() });
const httpUrl = z
  .string()
  .url()
  .refine((u) => /^https?:\/\//i.test(u));

/** The fields read from a WordPress REST item (wp/v2/posts, or a custom type such as wp/v2/promotions). */
const blogItemSchema = z.object({
  id: z.number().int().nonnegative(),
  slug: z.string().max(200),
  date_gmt: z.string().optional(),
  date: z.string(),
  link: httpUrl,
  title: rendered,
  excerpt: rendered.optional(),
  content: rendered.optional(),
  jetpack_featured_media_url: z.string().optional(),
  _embedded: z
    .object({
      'wp:featuredmedia': z
        .array(
          z.object({
            source_url: z.string().optional(),
            alt_text: z.string().optional(),
            media_details: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }).partial().optional(),
          }),
        )
        .optional(),
    })
    .optional(),
  /** custom fields a promotion may carry: where it leads and when it ends; WordPress sends `[]` or `false` for none */
  acf: z.preprocess(
    (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined),
    z.object({ link: z.string().optional(), ends_at: z.string().optional() }).partial().optional(),
  ),
});
type BlogItem = z.infer<typeof blogItemSchema>;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

/** One character reference: decimal, hexadecimal or one of the names WordPress writes; an unknown name stays as it is. */
function decodeEntity(whole: string, decimal?: string, hex?: string, name?: string): string {
  const code = decimal !== undefined ? Number(decimal) : hex !== undefined ? parseInt(hex, 16) : NaN;
  if (!Number.isNaN(code)) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  return NAMED_ENTITIES[(name ?? '').toLowerCase()] ?? whole;
}

/** Text of a rendered HTML fragment (titles and excerpts are HTML in WordPress), entities decoded. */
function plainText(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** ACF's date field's stored form, Ymd: "20261231" is the whole of that day in Vietnam (UTC+7). */
const ACF_DAY = /^(\d{4})(\d{2})(\d{2})$/;

const isoOf = (value: string | undefined): string | null => {
  if (!value) return null;
  const day = ACF_DAY.exec(value);
  if (day) {
    const end = new Date(`${day[1]}-${day[2]}-${day[3]}T00:00:00+07:00`);
    if (Number.isNaN(end.getTime())) return null;
    return new Date(end.getTime() + 86_400_000).toISOString();
  }
  const at = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
};

/** A promotion's link: a site path or an http(s) address; anything else (javascript:, data:) is the item's own page. */
const safeLink = (link: string | undefined, fallback: string) =>
  link && (/^\/(?!\/)/.test(link) || httpUrl.safeParse(link).success) ? link : fallback;

/** An image the page's CSP allows (lib/security/headers.ts img-src): https from the blog's image origin, else the local one. */
function imageOf(source: string | undefined): string {
  const origin = blogImageOrigin();
  if (!source || !origin) return FALLBACK_IMAGE;
  try {
    return new URL(source).origin === origin ? source : FALLBACK_IMAGE;
  } catch {
    return FALLBACK_IMAGE;
  }
}

function toPost(item: BlogItem, kind: 'promotion' | 'post'): ContentPost {
  const media = item._embedded?.['wp:featuredmedia']?.[0];
  const image = imageOf(media?.source_url ?? item.jetpack_featured_media_url);
  return {
    id: item.id,
    kind,
    slug: item.slug,
    title: plainText(item.title.rendered),
    excerpt: plainText(item.excerpt?.rendered ?? ''),
    content: sanitizeRichText(item.content?.rendered ?? ''),
    image,
    // the media's own alt text only when its picture is the one shown
    image_alt: image === FALLBACK_IMAGE ? '' : plainText(media?.alt_text ?? ''),
    image_width: media?.media_details?.width ?? CONTENT_IMAGE.width,
    image_height: media?.media_details?.height ?? CONTENT_IMAGE.height,
    link: kind === 'promotion' ? safeLink(item.acf?.link, item.link) : item.link,
    published_at: isoOf(item.date_gmt) ?? isoOf(item.date) ?? new Date(0).toISOString(),
    ends_at: kind === 'promotion' ? isoOf(item.acf?.ends_at) : null,
  };
}

/**
 * The blog's promotions (`<BLOG_API_URL>/promotions`) or posts (`<BLOG_API_URL>/posts`) in the WordPress REST
 * shape, `?per_page=<limit>&lang=<vi|en>&_embed=1`. Titles and excerpts become text, content is sanitised, an
 * ended promotion is left out, an item of another shape is dropped (logged). A blog that fails, is slow,
 * answers more than MAX_BLOG_BYTES or anything but an array is 503 BLOG_UNAVAILABLE.
 */
export async function listFromBlog(
  baseUrl: string,
  kind: 'promotion' | 'post',
  { limit, lang }: ContentListQuery,
  now = new Date(),
): Promise<ContentPost[]> {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${kind === 'promotion' ? 'promotions' : 'posts'}`);
  url.search = new URLSearchParams({ per_page: String(limit), lang, _embed: '1' }).toString();
  let items: BlogItem[];
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(BLOG_TIMEOUT_MS),
      redirect: 'error',
    });
    if (!response.ok) throw new Error(`blog answered ${response.status}`);
    const raw = z
      .array(z.unknown())
      .max(100)
      .parse(JSON.parse(await readBodyText(response, MAX_BLOG_BYTES)));
    const parsed = raw.map((item) => blogItemSchema.safeParse(item));
    items = parsed.flatMap((p) => (p.success ? [p.data] : []));
    if (items.length < raw.length)
      logger().warn({ dropped: raw.length - items.length, url: url.origin + url.pathname }, 'blog items of another shape dropped');
  } catch (error) {
    logger().warn({ err: error, url: url.origin + url.pathname }, 'blog unavailable');
    throw apiError('BLOG_UNAVAILABLE');
  }
  return items
    .map((item) => toPost(item, kind))
    .filter((post) => post.ends_at === null || new Date(post.ends_at) > now)
    .slice(0, limit);
}
