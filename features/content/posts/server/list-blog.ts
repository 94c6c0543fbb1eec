import 'server-only';
import { serverEnv } from '@/lib/env/server';
import type { ContentListQuery, ContentPost } from '../../schemas';
import { listFromBlog } from './blog-adapter';
import { listContentFromDatabase } from './list-content';

/** The blog-site promotions: from BLOG_API_URL when set, else this site's database. */
export function listPromotions(query: ContentListQuery): Promise<ContentPost[]> {
  const blog = serverEnv().BLOG_API_URL;
  return blog ? listFromBlog(blog, 'promotion', query) : listContentFromDatabase(['promotion'], query);
}

/** The blog-site posts: from BLOG_API_URL when set, else this site's database. */
export function listBlogPosts(query: ContentListQuery): Promise<ContentPost[]> {
  const blog = serverEnv().BLOG_API_URL;
  return blog ? listFromBlog(blog, 'post', query) : listContentFromDatabase(['post'], query);
}

/** GET /common/articles/: this site's articles (its own guides, never the external blog). */
export function listArticles(query: ContentListQuery): Promise<ContentPost[]> {
  return listContentFromDatabase(['article'], query);
}
