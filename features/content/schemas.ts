import { z } from 'zod';

const SCREEN_TYPES = ['WIDESCREEN', 'DESKTOP', 'TABLET', 'MOBILE'] as const;
export const screenTypeSchema = z.enum(SCREEN_TYPES);
export type ScreenType = z.infer<typeof screenTypeSchema>;

export const HOME_SLIDESHOW_POSITION = 'home_slideshow';

export const bannerQuerySchema = z.strictObject({
  position: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9_]+$/, 'position chỉ gồm chữ thường, số và dấu gạch dưới'),
  lang: z.enum(['vi', 'en']).default('vi'),
});
export type BannerQuery = z.infer<typeof bannerQuerySchema>;

const bannerMediaSchema = z.object({
  screen_type: screenTypeSchema,
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  title: z.string().nullable(),
  alt: z.string().nullable(),
});
export type BannerMedia = z.infer<typeof bannerMediaSchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  url: z.string().nullable(),
  is_open_new_tab: z.boolean(),
  medias: z.array(bannerMediaSchema),
});
export type Banner = z.infer<typeof bannerSchema>;

const CONTENT_KINDS = ['promotion', 'post', 'article'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const CONTENT_LIMIT = { min: 1, max: 50, default: 10 } as const;

/** `?limit=1..50` (default 10) and `?lang=vi|en` of the promotions, posts and articles lists. */
export const contentListQuerySchema = z.strictObject({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'limit là số nguyên từ 1 đến 50')
    .transform(Number)
    .pipe(z.number().int().min(CONTENT_LIMIT.min).max(CONTENT_LIMIT.max))
    .default(CONTENT_LIMIT.default),
  lang: z.enum(['vi', 'en']).default('vi'),
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

/** One promotion, post or article as the lists give it; `content` is sanitised HTML. */
export const contentPostSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  image: z.string(),
  /** what the picture shows; empty when it is decorative */
  image_alt: z.string(),
  image_width: z.number().int(),
  image_height: z.number().int(),
  /** a promotion's site path; a post's or article's page */
  link: z.string(),
  published_at: z.string(),
  ends_at: z.string().nullable(),
});
export type ContentPost = z.infer<typeof contentPostSchema>;

/** Printable text: no control characters (a newline is allowed only where `multiline`). */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
const CONTROL_OR_NEWLINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const text = (max: number, { min = 1, multiline = false } = {}) =>
  z
    .string()
    .trim()
    .min(min, min > 1 ? `Tối thiểu ${min} ký tự` : 'Vui lòng nhập thông tin này')
    .max(max, `Tối đa ${max} ký tự`)
    .refine((v) => !(multiline ? CONTROL : CONTROL_OR_NEWLINE).test(v), 'Có ký tự không hợp lệ');

/** An email as subscribers and the contact form give it: trimmed, lower-cased, at most 254 characters. */
const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email tối đa 254 ký tự')
  .pipe(z.email('Email không hợp lệ'))
  // the document says what the pipe checks: an email address (the fuzz suite generates them from this)
  .meta({ format: 'email' });

/** POST /users/add-subscriber/ */
export const subscribeBodySchema = z.strictObject({
  email: emailSchema,
  lang: z.enum(['vi', 'en']).default('vi'),
});
export type SubscribeBody = z.infer<typeof subscribeBodySchema>;

/** The answer never says whether the address was known: always "check your mailbox". */
export const subscribeResultSchema = z.object({ message: z.string() });
export type SubscribeResult = z.infer<typeof subscribeResultSchema>;

/** The confirm and unsubscribe links' token: 43 base64url characters (32 random bytes). */
export const subscribeTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/**
 * POST /users/subscriber/confirm/ and /users/subscriber/unsubscribe/: the token of a mail's link, posted by the
 * page's button (a GET never changes anything: mail scanners open every link). Its shape is checked by the
 * action (400 INVALID_SUBSCRIBE_TOKEN), so any string up to 200 characters passes here.
 */
export const subscriberTokenBodySchema = z.strictObject({ token: z.string().max(200) });
export const subscriberTokenResultSchema = z.object({ outcome: z.enum(['confirmed', 'unsubscribed']) });
export type SubscriberTokenResult = z.infer<typeof subscriberTokenResultSchema>;

/** POST /common/email/send-internal/ (the contact form) */
export const contactBodySchema = z.strictObject({
  full_name: text(100, { min: 2 }),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 .()-]{6,20}$/, 'Số điện thoại không hợp lệ')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  subject: text(150, { min: 3 }),
  message: text(5000, { min: 10, multiline: true }),
  lang: z.enum(['vi', 'en']).default('vi'),
  /** the honeypot: hidden from people; a form that fills it is answered as if sent, and nothing is kept or mailed */
  website: z.string().max(500).optional(),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const contactResultSchema = z.object({
  /** the kept message's id (0 when nothing was kept) */
  id: z.number().int(),
  /** the number the sender quotes, LH-<year>-<6 digits>, also in their acknowledgement mail */
  ticket: z.string(),
  message: z.string(),
});
export type ContactResult = z.infer<typeof contactResultSchema>;
