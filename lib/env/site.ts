import 'server-only';
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
