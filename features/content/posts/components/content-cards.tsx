import type { ContentPost } from '../../schemas';
import styles from '../../content.module.css';
import { postDate } from './post-date';

/**
 * A grid of promotion, post or article cards. Every image has its size and loads lazily (the rows sit below
 * the fold); its box keeps the ratio before it loads, so nothing moves.
 */
export function ContentCards({
  posts,
  hrefFor,
  testId,
  showDate = false,
  headingLevel = 3,
}: {
  posts: ContentPost[];
  hrefFor: (post: ContentPost) => string;
  testId: string;
  showDate?: boolean;
  headingLevel?: 2 | 3;
}) {
  // a card's title is one level under the heading above the grid (h2 right under a page's h1)
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.cards} data-testid={testId}>
      {posts.map((post) => {
        const href = hrefFor(post);
        const external = /^https?:\/\//i.test(href);
        return (
          <li key={`${post.kind}-${post.id}`} className={styles.card} data-testid={`${testId}-item`}>
            <a className={styles.cardLink} href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
              {/* eslint-disable-next-line @next/next/no-img-element -- local SVGs or the blog's own images: sized, lazy, nothing to optimise */}
              <img
                className={styles.cardImage}
                src={post.image}
                alt=""
                width={post.image_width}
                height={post.image_height}
                loading="lazy"
                decoding="async"
              />
              <div className={styles.cardBody}>
                <Title className={styles.cardTitle}>{post.title}</Title>
                {post.excerpt ? <p className={styles.cardExcerpt}>{post.excerpt}</p> : null}
                {showDate ? (
                  <time className={styles.cardDate} dateTime={post.published_at}>
                    {postDate(post.published_at)}
                  </time>
                ) : null}
              </div>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** A titled home-page row of cards with a "see all" link; nothing at all when there are no posts. */
export function ContentRow({
  title,
  posts,
  hrefFor,
  testId,
  more,
}: {
  title: string;
  posts: ContentPost[];
  hrefFor: (post: ContentPost) => string;
  testId: string;
  more?: { label: string; href: string };
}) {
  if (posts.length === 0) return null;
  return (
    <section className={`${styles.section} ${styles.homeRow}`} aria-labelledby={`${testId}-title`}>
      <div className={styles.sectionHead}>
        <h2 id={`${testId}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {more ? (
          <a className={styles.more} href={more.href}>
            {more.label}
          </a>
        ) : null}
      </div>
      <ContentCards posts={posts} hrefFor={hrefFor} testId={testId} />
    </section>
  );
}
