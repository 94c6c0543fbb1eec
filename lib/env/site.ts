import 'server-only';
import { parseServerEnv } from './schema';
import { serverEnv } from './server';

/**
 * The public origin used in canonical and hreflang links (no trailing slash): SITE_URL, or where a
 * development server listens (`next dev` puts its port in PORT). A production server does not start
 * without SITE_URL (assertSiteUrlForProduction), so the fallback never reaches visitors there.
 */
export function siteUrl(): string {
  const configured = serverEnv().SITE_URL;
  if (configured) return configured.replace(/\/+$/, '');
  const port = process.env.PORT;
  return `http://localhost:${port && /^\d{1,5}$/.test(port) ? port : '3000'}`;
}

/** Start-up check of a production server (not of `next build`, which needs no SITE_URL). */
export function assertSiteUrlForProduction(env: Record<string, string | undefined> = process.env): void {
  if (env.NODE_ENV !== 'production' || env.NEXT_PHASE === 'phase-production-build' || env.SITE_URL) return;
  throw new Error(
    'SITE_URL is not set: a production server needs the public origin of the site for its canonical, hreflang and sitemap links (e.g. SITE_URL=https://www.example.vn). `npm run demo` sets it to http://localhost:$PORT.',
  );
}

const LOOPBACK_HOST = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/i;

/** Whether an origin is reachable only from this machine (localhost, 127.0.0.0/8, [::1]). */
export function isLoopbackOrigin(url: string | undefined): boolean {
  if (!url) return false;
  try {
    return LOOPBACK_HOST.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** The built-in sandboxes a server with these settings runs (each only while its real counterpart is unset). */
export function liveSandboxes(env: Record<string, string | undefined> = process.env): string[] {
  const parsed = parseServerEnv(env);
  if (!(parsed.SANDBOXES ?? parsed.NODE_ENV !== 'production')) return [];
  return [
    !parsed.VNPAY_URL && !parsed.VNPAY_HASH_SECRET && 'VNPay gateway: the card/ATM/QR pay page at /sandbox/vnpay/pay',
    !parsed.BANK_WEBHOOK_SECRET && 'bank: transfer notifications sent from /sandbox/bank-transfer',
    !parsed.PAY_LATER_URL && !parsed.PAY_LATER_API_KEY && 'pay-later partner: accounts and checkout at /sandbox/pay-later',
    !parsed.SMTP_URL && 'mail outbox: unsent mails readable at /sandbox/mail',
    !parsed.COMPANY_LOOKUP_URL && 'company lookup: tax codes answered by /sandbox/company-lookup',
  ].filter((line): line is string => typeof line === 'string');
}

/**
 * Start-up check of a production server with SANDBOXES on: they fake payments, so they run only where nobody
 * else can reach them (a loopback SITE_URL, as `npm run demo` sets) or on a declared public demo
 * (DEMO_MODE=public, whose pages say so). Logs every live sandbox.
 */
export function assertSandboxesSafeForProduction(
  env: Record<string, string | undefined> = process.env,
  log: (line: string) => void = console.warn,
): void {
  if (env.NODE_ENV !== 'production' || env.NEXT_PHASE === 'phase-production-build') return;
  const live = liveSandboxes(env);
  if (live.length === 0) return;
  const parsed = parseServerEnv(env);
  if (!isLoopbackOrigin(parsed.SITE_URL) && parsed.DEMO_MODE !== 'public') {
    throw new Error(
      `SANDBOXES is on with SITE_URL=${parsed.SITE_URL ?? '(unset)'}: the sandboxes fake payments and mail, so a production server runs them only on a loopback SITE_URL (http://localhost:$PORT, as \`npm run demo\` sets) or as a declared public demo (DEMO_MODE=public). Set SANDBOXES=false for a real site.`,
    );
  }
  log(
    `⚠ Sandboxes on (${parsed.DEMO_MODE === 'public' ? 'public demo: every page says "Demo: no real payments"' : 'loopback only'}): ${live.length} live`,
  );
  for (const line of live) log(`  - ${line}`);
}

/** Whether this server is a declared public demo (DEMO_MODE=public): the banner and noindex on every page. */
export const publicDemo = (): boolean => serverEnv().DEMO_MODE === 'public';

/**
 * Where this server reaches itself over HTTP (the built-in sandboxes calling its notification endpoints, its
 * adapters calling the built-in sandboxes): SSO_INTERNAL_URL, else http://127.0.0.1:$PORT.
 */
export function internalOrigin(): string {
  const port = process.env.PORT && /^\d{1,5}$/.test(process.env.PORT) ? process.env.PORT : '3000';
  return (serverEnv().SSO_INTERNAL_URL ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '');
}

/** Whether the built-in partner sandboxes (/sandbox/*) are on: SANDBOXES, by default on outside production. */
export function sandboxesOn(): boolean {
  const env = serverEnv();
  return env.SANDBOXES ?? env.NODE_ENV !== 'production';
}
