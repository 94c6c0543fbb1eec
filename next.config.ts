import type { NextConfig } from 'next';
import { parseClientEnv, parseServerEnv } from './lib/env/schema';
import { API_CSP, contentSecurityPolicy, HSTS, securityHeaders } from './lib/security/headers';

// Fail the build (and `next start`) early, listing every bad variable.
parseServerEnv(process.env);
parseClientEnv(process.env);

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The spec's API paths end in "/" (e.g. /api/v2-common/banners/); serve them without a redirect.
  skipTrailingSlashRedirect: true,
  // PGlite ships WASM + data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pg-copy-streams', 'pino'],
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [390, 640, 828, 1080, 1366, 1920],
  },
  // Vietnamese pages live at unprefixed paths: served by app/[lang] with lang = vi. A config rewrite is
  // resolved by the router itself (cheaper than rewriting in proxy.ts, which then only sets the CSP).
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/', destination: '/vi' },
        {
          source:
            '/:path((?!en(?:/|$)|vi(?:/|$)|api/|_next/|media/|sso/|sandbox(?:/|$)|sitemap|robots\\.txt|favicon)(?!.*\\.[A-Za-z0-9]+$).+)',
          destination: '/vi/:path',
        },
      ],
    };
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders() },
      // Whatever no page policy covers gets scripts from this site only; proxy.ts replaces it on pages (same
      // lower-case key, /sso pages included), and the APIs and the media send their own.
      {
        source: '/:path((?!api/|media/|sso/api/).*)',
        headers: [{ key: 'content-security-policy', value: contentSecurityPolicy({ scriptHashes: [] }) }],
      },
      { source: '/api/:path*', headers: [{ key: 'content-security-policy', value: API_CSP }] },
      { source: '/sso/api/:path*', headers: [{ key: 'content-security-policy', value: API_CSP }] },
      // Only where the visitor came over HTTPS (the TLS-terminating proxy says so).
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https(?:\\s*,.*)?' }], headers: [HSTS] },
    ];
  },
};

export default nextConfig;
