import 'server-only';
import { sql } from 'drizzle-orm';
import { getReadDb, queryRows } from '@/lib/db/client';
import type { ContentKind, ContentListQuery, ContentPost } from '../../schemas';
import { seasonDay } from '../../season';
import { toContentPost, type ContentRow } from './content-rows';

/**
 * The shown posts of some kinds from this site's database, newest first: active, published, and (a promotion)
 * not ended and in season today in Vietnam (the rule of features/content/season.ts inSeason, in SQL).
 */
export async function listContentFromDatabase(
  kinds: readonly ContentKind[],
  { limit, lang }: ContentListQuery,
  now: Date = new Date(),
): Promise<ContentPost[]> {
  const db = await getReadDb();
  const day = seasonDay(now);
  // raw: `kind = any(array)` with the kinds as one text[] parameter
  const rows = await queryRows<ContentRow>(
    db,
    sql`select id, kind, slug, title_vi, title_en, excerpt_vi, excerpt_en, body_vi, body_en, image, image_alt_vi, image_alt_en, link, published_at, ends_at
        from content_posts
        where kind = any(${`{${kinds.join(',')}}`}::text[]) and active and published_at <= now() and (ends_at is null or ends_at > now())
          and (season_start is null
            or (season_start <= season_end and ${day} between season_start and season_end)
            or (season_start > season_end and (${day} >= season_start or ${day} <= season_end)))
        order by published_at desc, id desc
        limit ${limit}`,
  );
  return rows.map((row) => toContentPost(row, lang));
}

/** One shown post or article by slug (promotions have no page of their own); null when there is none. */
export async function findPostBySlug(slug: string, lang: ContentListQuery['lang']): Promise<ContentPost | null> {
  const db = await getReadDb();
  const [row] = await queryRows<ContentRow>(
    db,
    sql`select id, kind, slug, title_vi, title_en, excerpt_vi, excerpt_en, body_vi, body_en, image, image_alt_vi, image_alt_en, link, published_at, ends_at
        from content_posts
        where slug = ${slug} and kind in ('post', 'article') and active and published_at <= now()
        limit 1`,
  );
  return row ? toContentPost(row, lang) : null;
}

/** Every shown post and article's slug, for the articles sitemap. */
export async function articleSlugs(): Promise<string[]> {
  const db = await getReadDb();
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`select slug from content_posts where kind in ('post', 'article') and active and published_at <= now() order by published_at desc, id desc`,
  );
  return rows.map((r) => r.slug);
}
