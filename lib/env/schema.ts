import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().url().optional(),
  /** a read replica of DATABASE_URL for searches and page reads (PostgreSQL only); unset = the primary */
  DATABASE_READ_URL: z.string().url().optional(),
  PGLITE_DATA_DIR: z.string().min(1).default('.data/pglite'),
  /** PostgreSQL cancels an app statement running longer (answered 503); 0 = no limit */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** seed the catalogue when the database is empty at start (default: on for the embedded database) */
  AUTO_SEED: bool.optional(),
  SEED_HOTELS: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
  /** the public origin; required by a production server (instrumentation.ts), else http://localhost:<PORT> */
  SITE_URL: z.string().url().optional(),
  SSO_BASE_URL: z.string().min(1).default('/sso'),
  /** where this server reaches a relative SSO_BASE_URL (the built-in /sso) over HTTP; default http://127.0.0.1:$PORT */
  SSO_INTERNAL_URL: z.string().url().optional(),
  /** a live-session answer of the sign-on service is reused this long per process (revocation elsewhere shows after it) */
  SSO_SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** origins besides this site a sign-in may return to (comma-joined, e.g. https://corporate.example.com) */
  SSO_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url())),
  /** HS256 key shared by the sign-on service (signs accessToken) and the site (verifies it); required in production */
  AUTH_TOKEN_SECRET: z.string().min(32).optional(),
  /** the accessToken cookie's Domain (e.g. .example.vn for the product's shared domain); unset = host-only */
  AUTH_COOKIE_DOMAIN: z
    .string()
    .regex(/^\.?[a-z0-9.-]+$/i)
    .optional(),
  /** outgoing mail (password reset); unset = kept in the email outbox, readable at /sso/outbox outside production */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Travel <no-reply@travel.example>'),
  /** service credential for server-to-server calls (loyalty earn-point from the order service) */
  INTERNAL_API_KEY: z.string().min(24).optional(),
  CORPORATE_SITE_URL: z.string().url().default('https://corporate.example.com'),
  /** an external blog (WordPress REST shape, e.g. https://blog.example.vn/wp-json/wp/v2) serving the blog promotions and posts; unset = this site's database */
  BLOG_API_URL: z.string().url().optional(),
  /** where the blog's images are served from (https, allowed by the CSP's img-src); unset = BLOG_API_URL's origin */
  BLOG_IMAGE_ORIGIN: z
    .string()
    .url()
    .refine((u) => u.startsWith('https://'))
    .optional(),
  /** where the contact form's messages go (through the email outbox) */
  SUPPORT_EMAIL: z.email().default('hotro@vivu.example'),
  /** contact form messages per client address per hour; newsletter sign-ups per address per hour */
  CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
  SUBSCRIBE_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  /** newsletter confirmation mails the whole site sends per hour; past it a sign-up is kept without a mail */
  NEWSLETTER_CONFIRM_MAILS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(500),
  /** spec 2.2: regions whose best-price listing exists (comma-joined region ids) */
  BEST_PRICE_PROVINCE_IDS: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .default('1037,1014,1044'),
  BEST_PRICE_CITY_IDS: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .default('1001,1050,1032,5008,5014,5012,5006,5002'),
  EXCHANGE_RATE_SOURCE: z.enum(['sandbox', 'http']).default('sandbox'),
  EXCHANGE_RATE_SOURCE_URL: z.string().url().optional(),
  EXCHANGE_RATE_SANDBOX_USD: z.coerce.number().positive().default(25_400),
  /** how long a booking request holds its rooms (spec: 15 minutes); the test environment shortens it */
  BOOKING_HOLD_MINUTES: z.coerce.number().min(0.05).max(120).default(15),
  /** how often each server process releases expired holds (an idempotent sweep, safe in every process) */
  HOLD_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** booking writes (request-price, coupon changes) per client address per minute, then 429 */
  BOOKING_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** rooms one client address (every guest and member behind it) may hold at once in live booking requests, then 409 HOLD_LIMIT_REACHED */
  HOLD_MAX_ROOMS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** rooms one guest or member may hold at once */
  HOLD_MAX_ROOMS_PER_GUEST: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** flight seats (passengers with a seat, per leg counted once) one client address may hold at once, then 409 FLIGHT_HOLD_LIMIT_REACHED */
  HOLD_MAX_SEATS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(27),
  /** flight seats one guest or member may hold at once */
  HOLD_MAX_SEATS_PER_GUEST: z.coerce.number().int().min(1).max(1_000_000).default(18),
  /** HMAC key of the guest booking cookie; unset = derived from AUTH_TOKEN_SECRET */
  BOOKING_COOKIE_SECRET: z.string().min(32).optional(),
  /** an unpaid order (card/QR gateway, pay-later) expires this long after it is made; its rooms go back */
  ORDER_PAYMENT_MINUTES: z.coerce.number().min(0.05).max(1440).default(20),
  /** the same for bank transfer (spec: "within 2 hours") */
  BANK_TRANSFER_PAYMENT_MINUTES: z.coerce.number().min(0.05).max(4320).default(120),
  /** HS256 key of order links and the PIN hash; unset = derived from AUTH_TOKEN_SECRET */
  ORDER_LINK_SECRET: z.string().min(32).optional(),
  /** HMAC key of the voucher codes a paid deal order issues (shown again from it); unset = derived from AUTH_TOKEN_SECRET */
  VOUCHER_CODE_SECRET: z.string().min(32).optional(),
  /** order lookups by code + PIN per client address per 15 minutes (and per order code), then 429 */
  ORDER_LOOKUP_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** the built-in partner sandboxes (/sandbox/*: VNPay, bank, pay-later, company lookup, mail outbox): default on outside production; `npm run demo` turns them on. A sandbox is used only while its real counterpart is not configured. */
  SANDBOXES: bool.optional(),
  /** `public`: a production server may run the sandboxes on a public origin (a public demo); every page then says "Demo: no real payments" and noindex */
  DEMO_MODE: z.enum(['public']).optional(),
  /** VNPay 2.1.0: unset = the built-in sandbox at /sandbox/vnpay (signing with VNPAY_HASH_SECRET or a dev key) */
  VNPAY_URL: z.string().url().optional(),
  VNPAY_API_URL: z.string().url().optional(),
  VNPAY_TMN_CODE: z
    .string()
    .regex(/^[A-Z0-9]{4,16}$/)
    .default('SANDBOX1'),
  VNPAY_HASH_SECRET: z.string().min(16).optional(),
  /** the bank's notification webhook key (HMAC-SHA256); unset = derived from AUTH_TOKEN_SECRET (sandbox) */
  BANK_WEBHOOK_SECRET: z.string().min(32).optional(),
  /** the pay-later partner's API; unset = the built-in sandbox partner at /sandbox/pay-later */
  PAY_LATER_URL: z.string().url().optional(),
  PAY_LATER_API_KEY: z.string().min(16).optional(),
  /** the invoice-company lookup service (GET {url}/{taxCode}); unset = the built-in sandbox */
  COMPANY_LOOKUP_URL: z.string().url().optional(),
  /** order emails: how often each process sends the outbox */
  MAIL_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** shared by every server process: rate limits, the shared response cache and the memo caches (lib/cache) */
  REDIS_URL: z.string().url().optional(),
  /** every cache key in REDIS_URL starts with this, then the build id (several sites or test runs on one Redis) */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{0,64}$/)
    .default('vivu:'),
  /** proxies in front of `npm start` that append to X-Forwarded-For (the client address for sign-in and booking limits) */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /** the production server's shared response cache (lib/http-cache): on/off, size, and a cap on every rule's time */
  SHARED_CACHE: bool.default(true),
  SHARED_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  SHARED_CACHE_MAX_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  SHARED_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
  /** a render the cache waits on longer is aborted: it and its waiters answer 503 */
  SHARED_CACHE_RENDER_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
});

/** Parses the environment; an empty value (as in a copied .env.example) means "use the default". */
export function parseServerEnv(source: Record<string, string | undefined>): z.infer<typeof serverEnvSchema> {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = serverEnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

export const clientEnvSchema = z.object({
  NEXT_PUBLIC_API_BASE_URL: z.string().min(1).default('/api'),
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: z.string().min(10).optional(),
});

/** Checks the browser-visible variables (build and start); lib/env/client.ts reads them without zod. */
export function parseClientEnv(source: Record<string, string | undefined>): z.infer<typeof clientEnvSchema> {
  const present = Object.fromEntries(Object.entries(source).filter(([k, v]) => k.startsWith('NEXT_PUBLIC_') && v !== ''));
  const parsed = clientEnvSchema.safeParse(present);
  if (!parsed.success)
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}
