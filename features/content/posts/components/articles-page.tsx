import 'server-only';
import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import type { Lang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { siteUrl } from '@/lib/env/site';
import { JsonLd } from '@/lib/seo/json-ld';
import { ARTICLES_PATH, HOME_PATH, alternates, articlePath, localePath } from '@/lib/paths';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { CONTENT_LIMIT } from '../../schemas';
import { findPostBySlug, listContentFromDatabase } from '../server/list-content';
import { ContentCards } from './content-cards';
import styles from '../../content.module.css';
import { postDate } from './post-date';
import { Breadcrumb } from '@/components/navigation/breadcrumb';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function articlesMetadata(lang: Lang): Promise<Metadata> {
  const t = getServerT(lang, 'content');
  const brand = getServerT(lang, 'common')('brand');
  return {
    title: `${t('articlesTitle')} - ${brand}`,
    description: t('articlesMetaDescription'),
    alternates: alternates(lang, ARTICLES_PATH),
  };
}

/** /cam-nang: the site's articles and blog posts, newest first. */
export async function ArticlesPage({ lang }: { lang: Lang }) {
  const t = getServerT(lang, 'content');
  const posts = await listContentFromDatabase(['article', 'post'], { limit: CONTENT_LIMIT.max, lang });
  return (
    <div className={`${styles.page} ${styles.wide}`} data-testid="articles-page">
      <Breadcrumb
        label={getServerT(lang, 'common')('breadcrumb')}
        crumbs={[{ label: t('home'), href: localePath(lang, HOME_PATH) }, { label: t('articlesTitle') }]}
      />
      <h1 className={styles.title}>{t('articlesTitle')}</h1>
      <p className={styles.lead}>{t('articlesIntro')}</p>
      {posts.length > 0 ? (
        <ContentCards
          posts={posts}
          hrefFor={(post) => localePath(lang, articlePath(post.slug))}
          testId="article-card"
          showDate
          headingLevel={2}
        />
      ) : (
        <p>{t('noArticles')}</p>
      )}
    </div>
  );
}

/** One request reads the post once, for its metadata and its page. */
const loadPost = cache(async (slug: string, lang: Lang) => {
  if (!SLUG.test(slug) || slug.length > 200) notFound();
  const post = await findPostBySlug(slug, lang);
  if (!post) notFound();
  return post;
});

export async function articleMetadata({ lang, slug }: { lang: Lang; slug: string }): Promise<Metadata> {
  const post = await loadPost(slug, lang);
  const brand = getServerT(lang, 'common')('brand');
  return {
    title: `${post.title} - ${brand}`,
    description: post.excerpt,
    alternates: alternates(lang, articlePath(post.slug)),
    openGraph: {
      type: 'article',
      title: post.title,
      description: post.excerpt,
      images: [{ url: post.image, width: post.image_width, height: post.image_height }],
    },
  };
}

/** /cam-nang/<slug>: one post or article, its HTML sanitised again here, with schema.org Article data. */
export async function ArticlePage({ lang, slug }: { lang: Lang; slug: string }) {
  const post = await loadPost(slug, lang);
  const t = getServerT(lang, 'content');
  const origin = siteUrl();
  const url = origin + localePath(lang, articlePath(post.slug));
  const brand = getServerT(lang, 'common')('brand');
  return (
    <article className={styles.page} data-testid="article-page">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: post.title,
          description: post.excerpt,
          image: [new URL(post.image, origin).toString()],
          datePublished: post.published_at,
          dateModified: post.published_at,
          author: { '@type': 'Organization', name: brand, url: origin },
          inLanguage: lang,
          mainEntityOfPage: url,
          url,
          publisher: { '@type': 'Organization', name: brand, url: origin },
        }}
      />
      <Breadcrumb
        label={getServerT(lang, 'common')('breadcrumb')}
        crumbs={[
          { label: t('home'), href: localePath(lang, HOME_PATH) },
          { label: t('articlesTitle'), href: localePath(lang, ARTICLES_PATH) },
          { label: post.title },
        ]}
      />
      <h1 className={styles.title}>{post.title}</h1>
      <p className={styles.lead}>
        <time dateTime={post.published_at}>{t('publishedOn', { date: postDate(post.published_at) })}</time>
      </p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a local SVG, sized; the page's first image */}
      <img className={styles.hero} src={post.image} alt={post.image_alt} width={post.image_width} height={post.image_height} />
      {/* sanitised when stored, when read, and here once more: whatever the row holds, no script reaches the page */}
      <div className={styles.body} data-testid="article-body" dangerouslySetInnerHTML={{ __html: sanitizeRichText(post.content) }} />
    </article>
  );
}
