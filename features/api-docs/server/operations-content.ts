import 'server-only';
import { z } from 'zod';
import {
  contactBodySchema,
  contactResultSchema,
  CONTENT_LIMIT,
  contentListQuerySchema,
  contentPostSchema,
  subscribeBodySchema,
  subscribeResultSchema,
  subscriberTokenBodySchema,
  subscriberTokenResultSchema,
} from '@/features/content/schemas';
import { successEnvelope } from '../schemas';
import { BAD_INPUT, BAD_QUERY, DATABASE_DOWN, described, METHOD_NOT_ALLOWED, type ApiOperation } from './operation-kit';

const json = 'application/json' as const;
const posts = successEnvelope(z.array(contentPostSchema));
const LIMIT = `\`limit\` ${CONTENT_LIMIT.min} to ${CONTENT_LIMIT.max} (default ${CONTENT_LIMIT.default}), \`lang\` vi or en; newest first; \`content\` is sanitised HTML.`;
const BLOG_DOWN = `${DATABASE_DOWN}; ${described('`BLOG_API_URL` is set and the blog failed, was slow or answered another shape', 'BLOG_UNAVAILABLE')}`;

/** Content (issue 15 part 4): the blog promotions and posts, the articles, the newsletter, the contact form. */
export const CONTENT_OPERATIONS: readonly ApiOperation[] = [
  {
    operationId: 'listBlogPromotions',
    method: 'get',
    path: '/api/blog/promotions',
    tag: 'content',
    summary: 'The blog-site promotions on now: from `BLOG_API_URL` (WordPress REST shape) when set, else this site',
    description: `${LIMIT} Ended or inactive promotions are left out; \`link\` is a site path or the blog's address.`,
    query: contentListQuerySchema,
    success: { status: 200, description: 'Promotions', contentType: json, schema: posts },
    errors: { 400: BAD_QUERY, 405: METHOD_NOT_ALLOWED, 503: BLOG_DOWN },
  },
  {
    operationId: 'listBlogPosts',
    method: 'get',
    path: '/api/blog/posts',
    tag: 'content',
    summary: 'The blog-site posts: from `BLOG_API_URL` (WordPress REST shape) when set, else this site',
    description: LIMIT,
    query: contentListQuerySchema,
    success: { status: 200, description: 'Posts', contentType: json, schema: posts },
    errors: { 400: BAD_QUERY, 405: METHOD_NOT_ALLOWED, 503: BLOG_DOWN },
  },
  {
    operationId: 'listArticles',
    method: 'get',
    path: '/api/common/articles/',
    tag: 'content',
    summary: "This site's travel guides (shown at /cam-nang/<slug>)",
    description: LIMIT,
    query: contentListQuerySchema,
    success: { status: 200, description: 'Articles', contentType: json, schema: posts },
    errors: { 400: BAD_QUERY, 405: METHOD_NOT_ALLOWED, 503: DATABASE_DOWN },
  },
  {
    operationId: 'addSubscriber',
    method: 'post',
    path: '/api/users/add-subscriber/',
    tag: 'content',
    summary: 'Sign an email address up for the newsletter (double opt-in: a confirmation mail with a 48-hour confirm link)',
    description:
      'The address is trimmed and lower-cased; one row per address. Pending: a new mail at most every 10 minutes; unsubscribed: a new mail at once; confirmed: no mail. ' +
      'The answer is the same in every case ("check your mailbox"), so it never tells whether an address is subscribed. ' +
      '`SUBSCRIBE_RATE_LIMIT_PER_HOUR` sign-ups per client address and 5 per mailbox per hour (`+tag` dropped; Gmail dots dropped); ' +
      'past `NEWSLETTER_CONFIRM_MAILS_PER_HOUR` confirmation mails site-wide the sign-up is kept without a mail.',
    body: subscribeBodySchema,
    success: { status: 200, description: 'Check your mailbox', contentType: json, schema: successEnvelope(subscribeResultSchema) },
    errors: {
      400: BAD_INPUT,
      405: METHOD_NOT_ALLOWED,
      429: described('Too many sign-ups from this client or for this address in an hour', 'TOO_MANY_ATTEMPTS'),
      503: DATABASE_DOWN,
    },
  },
  {
    operationId: 'confirmSubscriber',
    method: 'post',
    path: '/api/users/subscriber/confirm/',
    tag: 'content',
    summary: "Confirm a newsletter sign-up: the confirmation mail link's token, posted by the page's button",
    description:
      'Opening the mail link (/nhan-tin/xac-nhan?token=) changes nothing (mail scanners open links); its button posts here. ' +
      'Pending becomes confirmed; confirmed again answers the same.',
    body: subscriberTokenBodySchema,
    success: { status: 200, description: 'Confirmed', contentType: json, schema: successEnvelope(subscriberTokenResultSchema) },
    errors: {
      400: `${BAD_INPUT}; ${described('an unknown, malformed or expired (48 hours) token, or one of an address unsubscribed since', 'INVALID_SUBSCRIBE_TOKEN')}`,
      405: METHOD_NOT_ALLOWED,
      503: DATABASE_DOWN,
    },
  },
  {
    operationId: 'unsubscribeSubscriber',
    method: 'post',
    path: '/api/users/subscriber/unsubscribe/',
    tag: 'content',
    summary: "Unsubscribe from the newsletter: a newsletter mail's unsubscribe token, posted by the page's button",
    description: 'Opening the link (/nhan-tin/huy?token=) changes nothing; its button posts here. Unsubscribed again answers the same.',
    body: subscriberTokenBodySchema,
    success: { status: 200, description: 'Unsubscribed', contentType: json, schema: successEnvelope(subscriberTokenResultSchema) },
    errors: {
      400: `${BAD_INPUT}; ${described('an unknown or malformed token', 'INVALID_SUBSCRIBE_TOKEN')}`,
      405: METHOD_NOT_ALLOWED,
      503: DATABASE_DOWN,
    },
  },
  {
    operationId: 'sendInternalEmail',
    method: 'post',
    path: '/api/common/email/send-internal/',
    tag: 'content',
    summary:
      'The contact form: the message is kept with a ticket number, mailed to the support team (`SUPPORT_EMAIL`) and acknowledged to the sender, through the outbox',
    description:
      'Lengths are bounded and control characters refused (a newline only in `message`). `CONTACT_RATE_LIMIT_PER_HOUR` messages per client address. ' +
      'The answer carries the ticket (`LH-<year>-<6 digits>`), also in the acknowledgement mailed to `email` in `lang` (it repeats nothing the sender typed; at most 3 an hour per mailbox). ' +
      '`website` is a honeypot the page hides from people: when it is not empty the answer looks the same (`id` 0) but nothing is kept or mailed.',
    body: contactBodySchema,
    success: {
      status: 201,
      description: 'Sent (or, with a filled honeypot, answered as if sent)',
      contentType: json,
      schema: successEnvelope(contactResultSchema),
    },
    errors: {
      400: BAD_INPUT,
      405: METHOD_NOT_ALLOWED,
      429: described('Too many messages from this client address in an hour', 'TOO_MANY_ATTEMPTS'),
      503: DATABASE_DOWN,
    },
  },
];
