import 'server-only';
import { articlePath } from '@/lib/paths';
import { localized } from '@/lib/i18n/localized';
import type { Lang } from '@/lib/i18n/config';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { CONTENT_IMAGE } from '../../seed-posts';
import type { ContentKind, ContentPost } from '../../schemas';

/** A content_posts row as the lists and the post page read it. */
export type ContentRow = {
  id: number;
  kind: string;
  slug: string;
  title_vi: string;
  title_en: string;
  excerpt_vi: string;
  excerpt_en: string;
  body_vi: string;
  body_en: string;
  image: string;
  image_alt_vi: string;
  image_alt_en: string;
  link: string | null;
  published_at: Date | string;
  ends_at: Date | string | null;
};

const iso = (at: Date | string) => new Date(at).toISOString();

/** The row in the page language; its body sanitised again on the way out (docs/architecture.md, "Security"). */
export function toContentPost(row: ContentRow, lang: Lang): ContentPost {
  const kind = row.kind as ContentKind;
  return {
    id: row.id,
    kind,
    slug: row.slug,
    title: localized({ vi: row.title_vi, en: row.title_en }, lang),
    excerpt: localized({ vi: row.excerpt_vi, en: row.excerpt_en }, lang),
    content: sanitizeRichText(localized({ vi: row.body_vi, en: row.body_en }, lang)),
    image: row.image,
    image_alt: localized({ vi: row.image_alt_vi, en: row.image_alt_en }, lang),
    image_width: CONTENT_IMAGE.width,
    image_height: CONTENT_IMAGE.height,
    link: kind === 'promotion' && row.link ? row.link : articlePath(row.slug),
    published_at: iso(row.published_at),
    ends_at: row.ends_at === null ? null : iso(row.ends_at),
  };
}
