import 'server-only';
import { memoize } from '@/lib/cache/memo';
import { serverEnv } from '@/lib/env/server';
import type { ContentListQuery, ContentPost } from '../../schemas';
import { listFromBlog } from './blog-adapter';
import { listContentFromDatabase } from './list-content';

/** How long a blog list is reused: the home page must not wait on the blog on every render. */
const BLOG_MEMO_MS = 5 * 60_000;

type BlogKey = { base: string; kind: 'promotion' | 'post'; query: ContentListQuery };
const idOf = ({ base, kind, query }: BlogKey) => `${base}|${kind}|${query.lang}|${query.limit}`;

// the last list the blog answered, per key (at most 2 kinds × 2 languages × 50 limits per blog address)
const lastGood = new Map<string, ContentPost[]>();

/**
 * The blog's lists, kept in this process for BLOG_MEMO_MS (one fetch for concurrent misses); when the blog
 * fails, its last good answer is served (and kept again), and only without one is the failure passed on.
 */
const blogList = memoize(
  async (key: BlogKey): Promise<ContentPost[]> => {
    try {
      const posts = await listFromBlog(key.base, key.kind, key.query);
      lastGood.set(idOf(key), posts);
      return posts;
    } catch (error) {
      const stale = lastGood.get(idOf(key));
      if (stale) return stale;
      throw error;
    }
  },
  { name: 'blog-list', ttlMs: BLOG_MEMO_MS, keyOf: idOf, scope: 'process', maxEntries: 400 },
);

/** Tests start from an empty cache. */
export function clearBlogCache(): void {
  blogList.clear();
  lastGood.clear();
}

/** The blog-site promotions: from BLOG_API_URL when set, else this site's database. */
export function listPromotions(query: ContentListQuery): Promise<ContentPost[]> {
  const blog = serverEnv().BLOG_API_URL;
  return blog ? blogList({ base: blog, kind: 'promotion', query }) : listContentFromDatabase(['promotion'], query);
}

/** The blog-site posts: from BLOG_API_URL when set, else this site's database. */
export function listBlogPosts(query: ContentListQuery): Promise<ContentPost[]> {
  const blog = serverEnv().BLOG_API_URL;
  return blog ? blogList({ base: blog, kind: 'post', query }) : listContentFromDatabase(['post'], query);
}

/** GET /common/articles/: this site's articles (its own guides, never the external blog). */
export function listArticles(query: ContentListQuery): Promise<ContentPost[]> {
  return listContentFromDatabase(['article'], query);
}
