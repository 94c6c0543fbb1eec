import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Both ends of a season or neither, each MM-DD. */
const seasonCheck = (table: string, start: AnyPgColumn, end: AnyPgColumn) =>
  check(
    `${table}_season_ck`,
    sql`(${start} is null and ${end} is null) or (${start} ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' and ${end} ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$')`,
  );

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    position: text('position').notNull(),
    url: text('url'),
    isOpenNewTab: boolean('is_open_new_tab').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** a seasonal banner shows from season_start to season_end (MM-DD, Vietnam time, every year; may wrap the new year); null: all year */
    seasonStart: text('season_start'),
    seasonEnd: text('season_end'),
  },
  (t) => [index('banners_position_idx').on(t.position, t.sortOrder), seasonCheck('banners', t.seasonStart, t.seasonEnd)],
);

export const bannerMedias = pgTable(
  'banner_medias',
  {
    id: serial('id').primaryKey(),
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    /** WIDESCREEN | DESKTOP | TABLET | MOBILE */
    screenType: text('screen_type').notNull(),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    titleVi: text('title_vi'),
    titleEn: text('title_en'),
    altVi: text('alt_vi'),
    altEn: text('alt_en'),
  },
  (t) => [index('banner_medias_banner_idx').on(t.bannerId)],
);

/**
 * Blog promotions, posts and articles (the blog-site promotions/posts endpoints, GET /common/articles/), served
 * from here unless BLOG_API_URL names an external blog. `body_*` is HTML already passed through
 * lib/html/sanitize (sanitised again when rendered).
 */
export const contentPosts = pgTable(
  'content_posts',
  {
    id: serial('id').primaryKey(),
    /** promotion | post | article */
    kind: text('kind').notNull(),
    slug: text('slug').notNull().unique(),
    titleVi: text('title_vi').notNull(),
    titleEn: text('title_en').notNull(),
    excerptVi: text('excerpt_vi').notNull().default(''),
    excerptEn: text('excerpt_en').notNull().default(''),
    bodyVi: text('body_vi').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    image: text('image').notNull(),
    /** where a promotion leads (a site path), null for posts and articles */
    link: text('link'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** a promotion is shown until then */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    /** a seasonal promotion, as banners.season_start/season_end */
    seasonStart: text('season_start'),
    seasonEnd: text('season_end'),
    /** what the picture shows (the article page's hero alt text); empty: decorative */
    imageAltVi: text('image_alt_vi').notNull().default(''),
    imageAltEn: text('image_alt_en').notNull().default(''),
  },
  (t) => [
    index('content_posts_kind_idx').on(t.kind, t.publishedAt),
    check('content_posts_kind_ck', sql`${t.kind} in ('promotion', 'post', 'article')`),
    seasonCheck('content_posts', t.seasonStart, t.seasonEnd),
  ],
);

/**
 * Newsletter subscribers (POST /users/add-subscriber/): double opt-in. `email` is stored lower-cased and is
 * unique; the confirm and unsubscribe links carry tokens whose sha256 is kept here.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    lang: text('lang').notNull().default('vi'),
    /** pending | confirmed | unsubscribed */
    status: text('status').notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    /** when the last confirmation mail was sent (a repeat within minutes sends none) */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(t.email),
    index('newsletter_subscribers_confirm_idx').on(t.confirmTokenHash),
    index('newsletter_subscribers_unsub_idx').on(t.unsubscribeTokenHash),
    check('newsletter_subscribers_status_ck', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

/** Messages to the support team (POST /common/email/send-internal/): kept here and mailed through the outbox. */
export const internalMessages = pgTable('internal_messages', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  lang: text('lang').notNull().default('vi'),
  /** the number the sender is given and mailed, LH-<year>-<id, 6 digits> */
  ticket: text('ticket').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
